def longest_palindrome_subseq(s):
    n = len(s)
    below = [0] * n  # best[i + 1][*] (the row for the next i)
    for i in range(n - 1, -1, -1):
        row = [0] * n
        row[i] = 1
        for j in range(i + 1, n):
            if s[i] == s[j]:
                row[j] = below[j - 1] + 2  # best[i + 1][j - 1] + 2
            else:
                row[j] = max(below[j], row[j - 1])
        below = row
    return below[n - 1]
