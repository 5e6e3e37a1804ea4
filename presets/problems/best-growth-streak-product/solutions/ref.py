def max_streak_product(factors):
    hi = lo = best = factors[0]  # largest / smallest product of a run ending here
    for x in factors[1:]:
        cands = (x, hi * x, lo * x)
        hi, lo = max(cands), min(cands)
        if hi > best:
            best = hi
    return best
