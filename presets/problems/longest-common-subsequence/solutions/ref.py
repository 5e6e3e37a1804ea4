def longest_common_subsequence(text1, text2):
    if len(text1) < len(text2):
        text1, text2 = text2, text1
    prev = [0] * (len(text2) + 1)  # row i - 1 of the table
    for a in text1:
        cur = [0]
        for j, b in enumerate(text2):
            if a == b:
                cur.append(prev[j] + 1)
            else:
                cur.append(cur[j] if cur[j] > prev[j + 1] else prev[j + 1])
        prev = cur
    return prev[-1]
