def min_distance(word1, word2):
    if len(word1) < len(word2):
        word1, word2 = word2, word1  # keep the row as short as possible
    prev = list(range(len(word2) + 1))
    for i, ch1 in enumerate(word1, 1):
        cur = [i] + [0] * len(word2)
        for j, ch2 in enumerate(word2, 1):
            if ch1 == ch2:
                cur[j] = prev[j - 1]
            else:
                cur[j] = 1 + min(prev[j], cur[j - 1], prev[j - 1])
        prev = cur
    return prev[-1]
