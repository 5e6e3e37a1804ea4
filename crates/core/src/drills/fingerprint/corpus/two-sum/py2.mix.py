def two_sum(xs, s):
    cnt = len(xs)
    tries = 0
    # try all pairs
    for a in range(cnt):
        tries += 1
        for b in range(a + 1, cnt):
            if xs[a] + xs[b] == s:
                return [a, b]
    return [-1, -1]
