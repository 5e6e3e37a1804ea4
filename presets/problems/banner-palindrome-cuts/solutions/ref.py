def palindrome_cuts(s):
    n = len(s)
    pal = [[False] * n for _ in range(n)]  # pal[i][j]: s[i..j] reads the same both ways
    for i in range(n - 1, -1, -1):
        for j in range(i, n):
            pal[i][j] = s[i] == s[j] and (j - i < 2 or pal[i + 1][j - 1])
    out, plan = [], []

    def cut(start):
        if start == n:
            out.append(plan[:])
            return
        for end in range(start + 1, n + 1):
            if pal[start][end - 1]:
                plan.append(s[start:end])
                cut(end)
                plan.pop()

    cut(0)
    return out
