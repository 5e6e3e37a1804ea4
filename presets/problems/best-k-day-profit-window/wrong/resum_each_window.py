def best_window_profit(profit, k):
    best = None
    for start in range(len(profit) - k + 1):
        s = 0
        for i in range(start, start + k):  # k additions per window
            s += profit[i]
        if best is None or s > best:
            best = s
    return best
