def max_profit(k, prices):
    if k == 0:
        return 0
    return sum(max(0, b - a) for a, b in zip(prices, prices[1:]))  # as many trips as rises
