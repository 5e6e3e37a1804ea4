def nth_divisible(n, a, b):
    x, y = a, b
    cur = 0
    for _ in range(n):
        if x < y:
            cur = x
            x += a
        elif y < x:
            cur = y
            y += b
        else:
            cur = x
            x += a
            y += b
    return cur % (10**9 + 7)
