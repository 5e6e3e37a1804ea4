def max_streak_product(factors):
    hi = best = factors[0]
    for x in factors[1:]:
        hi = max(x, hi * x)  # the most negative product is thrown away
        best = max(best, hi)
    return best
