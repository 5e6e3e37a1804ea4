from bisect import bisect_left


def pair_for_budget(prices, budget):
    for i, x in enumerate(prices):
        j = bisect_left(prices, budget - x)  # may land on i itself when x is half the budget
        if j < len(prices) and prices[j] == budget - x:
            return sorted([i + 1, j + 1])
    return []
