def pair_for_budget(prices, budget):
    lo, hi = 0, len(prices) - 1
    while lo < hi:
        s = prices[lo] + prices[hi]
        if s == budget:
            return [lo, hi]  # positions are numbered from 1
        if s < budget:
            lo += 1
        else:
            hi -= 1
    return []
