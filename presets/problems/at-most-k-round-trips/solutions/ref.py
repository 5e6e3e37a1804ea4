def max_profit(k, prices):
    n = len(prices)
    if 2 * k >= n:  # the limit cannot bind: take every rise
        return sum(max(0, b - a) for a, b in zip(prices, prices[1:]))
    NEG = float("-inf")
    hold = [NEG] * (k + 1)  # hold[j]: best after the j-th buy, holding one unit
    free = [0] * (k + 1)  # free[j]: best after the j-th sell
    for p in prices:
        for j in range(1, k + 1):
            if free[j - 1] - p > hold[j]:
                hold[j] = free[j - 1] - p
            if hold[j] + p > free[j]:
                free[j] = hold[j] + p
    return max(free)
