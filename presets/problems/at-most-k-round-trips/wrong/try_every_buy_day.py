def max_profit(k, prices):
    n = len(prices)
    # best[j][d]: the best with at most j trips using days 0..d
    best = [[0] * n for _ in range(k + 1)]
    for j in range(1, k + 1):
        for d in range(1, n):
            b = best[j][d - 1]
            for buy in range(d):  # every buy day for a sale on day d
                prev = best[j - 1][buy]
                if prev + prices[d] - prices[buy] > b:
                    b = prev + prices[d] - prices[buy]
            best[j][d] = b
    return best[k][n - 1] if n else 0
