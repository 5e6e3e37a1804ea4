def isqrt(x):
    lo, hi = 0, 10**9  # (10^9)^2 = 10^18 bounds the answer
    while lo < hi:
        mid = (lo + hi + 1) // 2  # upper middle, so lo = mid always moves
        if mid * mid <= x:
            lo = mid
        else:
            hi = mid - 1
    return lo
