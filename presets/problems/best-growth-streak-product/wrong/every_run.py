def max_streak_product(factors):
    best = factors[0]
    for i in range(len(factors)):  # O(n^2) runs
        p = 1
        for j in range(i, len(factors)):
            p *= factors[j]
            if p > best:
                best = p
    return best
