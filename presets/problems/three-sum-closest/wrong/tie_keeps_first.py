def closest_total(weights, limit):
    w = sorted(weights)
    n = len(w)
    best = None
    for i in range(n - 2):
        lo, hi = i + 1, n - 1
        while lo < hi:
            s = w[i] + w[lo] + w[hi]
            if best is None or abs(s - limit) < abs(best - limit):  # ties keep the first one met
                best = s
            if s < limit:
                lo += 1
            elif s > limit:
                hi -= 1
            else:
                return s
    return best
