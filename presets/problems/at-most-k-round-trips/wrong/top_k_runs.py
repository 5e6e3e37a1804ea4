def max_profit(k, prices):
    runs = []
    i, n = 0, len(prices)
    while i < n - 1:
        while i < n - 1 and prices[i + 1] <= prices[i]:
            i += 1
        lo = prices[i]
        while i < n - 1 and prices[i + 1] > prices[i]:
            i += 1
        if prices[i] > lo:
            runs.append(prices[i] - lo)
    return sum(sorted(runs, reverse=True)[:k])  # runs are never merged across a dip
