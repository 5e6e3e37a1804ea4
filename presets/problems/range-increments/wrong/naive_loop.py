def apply_increments(n, updates):
    # Touches every cell of every range: O(n * q).
    out = [0] * n
    for l, r, inc in updates:
        for i in range(l, r + 1):
            out[i] += inc
    return out
