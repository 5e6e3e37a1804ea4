def kth_smallest_gap(pos, k):
    n = len(pos)

    def at_most(d):  # checks every pair: O(n^2) per count
        count = 0
        for i in range(n):
            a = pos[i]
            for j in range(i + 1, n):
                if abs(a - pos[j]) <= d:
                    count += 1
        return count

    lo, hi = 0, max(pos) - min(pos)
    while lo < hi:
        mid = (lo + hi) // 2
        if at_most(mid) >= k:
            hi = mid
        else:
            lo = mid + 1
    return lo
