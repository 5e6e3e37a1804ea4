def interval_intersection(first, second):
    out = []
    for a, b in first:  # O(n * m)
        for c, d in second:
            lo, hi = max(a, c), min(b, d)
            if lo <= hi:
                out.append([lo, hi])
    return out
