def apply_increments(n, updates):
    diff = [0] * (n + 1)
    for l, r, inc in updates:
        diff[l] += inc
        diff[r + 1] -= inc
    out = [0] * n
    run = 0
    for i in range(n):
        run += diff[i]
        out[i] = run
    return out
