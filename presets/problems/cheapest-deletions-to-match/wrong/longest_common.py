def min_delete_cost(a, b):
    n, m = len(a), len(b)
    L = [[0] * (m + 1) for _ in range(n + 1)]
    W = [[0] * (m + 1) for _ in range(n + 1)]  # code sum of the chosen longest subsequence
    for i in range(1, n + 1):
        for j in range(1, m + 1):
            if a[i - 1] == b[j - 1]:
                L[i][j], W[i][j] = L[i - 1][j - 1] + 1, W[i - 1][j - 1] + ord(a[i - 1])
            elif L[i - 1][j] >= L[i][j - 1]:  # longest first, whatever it is worth
                L[i][j], W[i][j] = L[i - 1][j], W[i - 1][j]
            else:
                L[i][j], W[i][j] = L[i][j - 1], W[i][j - 1]
    return sum(map(ord, a)) + sum(map(ord, b)) - 2 * W[n][m]
