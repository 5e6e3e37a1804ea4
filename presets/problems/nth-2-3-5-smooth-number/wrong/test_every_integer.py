def nth_smooth(n):
    count, x = 0, 0
    while count < n:  # up to about 2 * 10^9 candidates
        x += 1
        y = x
        for p in (2, 3, 5):
            while y % p == 0:
                y //= p
        if y == 1:
            count += 1
    return x
