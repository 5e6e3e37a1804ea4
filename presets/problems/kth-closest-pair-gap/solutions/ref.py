def kth_smallest_gap(pos, k):
    pos = sorted(pos)
    n = len(pos)

    def at_most(d):  # number of pairs whose gap is <= d
        count, i = 0, 0
        for j in range(n):
            while pos[j] - pos[i] > d:
                i += 1
            count += j - i
        return count

    lo, hi = 0, pos[-1] - pos[0]
    while lo < hi:
        mid = (lo + hi) // 2
        if at_most(mid) >= k:
            hi = mid
        else:
            lo = mid + 1
    return lo
