def apply_increments(n, updates):
    # Treats r as exclusive: the last cell of every range misses its increment.
    diff = [0] * (n + 1)
    for l, r, inc in updates:
        diff[l] += inc
        diff[r] -= inc
    out, run = [], 0
    for i in range(n):
        run += diff[i]
        out.append(run)
    return out
