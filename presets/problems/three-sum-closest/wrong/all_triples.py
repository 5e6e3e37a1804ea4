def closest_total(weights, limit):
    n = len(weights)
    best = None
    for i in range(n):  # O(n^3)
        for j in range(i + 1, n):
            for k in range(j + 1, n):
                s = weights[i] + weights[j] + weights[k]
                cand = (abs(s - limit), s)
                if best is None or cand < best:
                    best = cand
    return best[1]
