def max_streak_product(factors):
    hi = lo = 1
    best = 0  # an empty run is not allowed
    for x in factors:
        cands = (x, hi * x, lo * x)
        hi, lo = max(cands), min(cands)
        best = max(best, hi)
    return best
