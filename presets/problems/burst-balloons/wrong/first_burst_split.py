def max_coins(nums):
    # wrong: splits on the FIRST balloon burst, but then the two sides are not independent
    vals = [1] + nums + [1]
    n = len(vals)
    best = [[0] * n for _ in range(n)]
    for gap in range(2, n):
        for i in range(n - gap):
            j = i + gap
            best[i][j] = max(
                best[i][k] + best[k][j] + vals[k - 1] * vals[k] * vals[k + 1] for k in range(i + 1, j)
            )
    return best[0][n - 1]
