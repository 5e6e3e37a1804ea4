def min_distance(word1, word2):
    if len(word1) < len(word2):
        word1, word2 = word2, word1  # keep the row as short as possible
    prev = list(range(len(word2) + 1))
    for i, a in enumerate(word1, 1):
        cur = [i] + [0] * len(word2)
        for j, b in enumerate(word2, 1):
            if a == b:
                cur[j] = prev[j - 1]
            else:
                cur[j] = 1 + min(prev[j], cur[j - 1], prev[j - 1])
        prev = cur
    return prev[-1]
