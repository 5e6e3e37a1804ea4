def minimum_xor_sum(a, b):
    n = len(a)
    INF = float("inf")
    cost = [INF] * (1 << n)  # cost[mask]: a[0..k-1] paired with the b's in mask, k = |mask|
    cost[0] = 0
    for mask in range(1 << n):
        here = cost[mask]
        if here == INF:
            continue
        i = bin(mask).count("1")  # the next element of a to pair
        if i == n:
            continue
        for j in range(n):
            bit = 1 << j
            if not mask & bit:
                c = here + (a[i] ^ b[j])
                if c < cost[mask | bit]:
                    cost[mask | bit] = c
    return cost[(1 << n) - 1]
