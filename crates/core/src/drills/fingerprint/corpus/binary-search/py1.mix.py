def search(a, x):
    """Binary search."""
    r = len(a) - 1
    l = 0
    n_steps = 0
    while l <= r:
        c = (l + r) // 2
        n_steps += 1
        if a[c] == x: return c
        elif a[c] > x: r = c - 1
        else: l = c + 1
    return -1
