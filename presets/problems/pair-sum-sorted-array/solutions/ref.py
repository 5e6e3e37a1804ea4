def pair_for_budget(prices, budget):
    lo, hi = 0, len(prices) - 1
    while lo < hi:
        s = prices[lo] + prices[hi]
        if s == budget:
            return [lo + 1, hi + 1]
        if s < budget:
            lo += 1  # prices[lo] is too cheap even with the dearest item left
        else:
            hi -= 1  # prices[hi] is too dear even with the cheapest item left
    return []
