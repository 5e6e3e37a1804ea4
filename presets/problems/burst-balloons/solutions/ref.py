def max_coins(nums):
    vals = [1] + nums + [1]
    n = len(vals)
    # best[i][j]: most coins from bursting every balloon strictly between i and j,
    # choosing k as the LAST one burst there (its neighbours are then i and j).
    best = [[0] * n for _ in range(n)]
    for gap in range(2, n):
        for i in range(n - gap):
            j = i + gap
            edge = vals[i] * vals[j]
            row_i, top = best[i], 0
            for k in range(i + 1, j):
                got = row_i[k] + best[k][j] + edge * vals[k]
                if got > top:
                    top = got
            best[i][j] = top
    return best[0][n - 1]
