def sum_of_minimums(bandwidth):
    n = len(bandwidth)
    total = 0
    for i in range(n):
        # periods that start at i and stay at or above bandwidth[i], plus those that end at i
        r = i
        while r + 1 < n and bandwidth[r + 1] >= bandwidth[i]:
            r += 1
        l = i
        while l - 1 >= 0 and bandwidth[l - 1] > bandwidth[i]:
            l -= 1
        total += bandwidth[i] * ((r - i + 1) + (i - l + 1) - 1)
    return total % (10**9 + 7)
