def merge_cost(piles):
    n = len(piles)
    pre = [0]
    for x in piles:
        pre.append(pre[-1] + x)
    dp = [[0] * n for _ in range(n)]
    for length in range(2, n + 1):
        for i in range(n - length + 1):
            j = i + length - 1
            row = dp[i]
            best = min(row[k] + dp[k + 1][j] for k in range(i, j))
            row[j] = best + pre[j + 1] - pre[i]
    return dp[0][n - 1]
