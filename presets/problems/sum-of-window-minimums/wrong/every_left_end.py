def sum_of_minimums(bandwidth):
    total = 0
    n = len(bandwidth)
    for l in range(n):
        low = bandwidth[l]
        for r in range(l, n):  # n - l periods from each left end
            if bandwidth[r] < low:
                low = bandwidth[r]
            total += low
    return total % (10**9 + 7)
