def best_window_profit(profit, k):
    window = sum(profit[:k])
    best = window
    for i in range(k, len(profit)):
        window += profit[i] - profit[i - k]  # day i enters, day i - k leaves
        if window > best:
            best = window
    return best
