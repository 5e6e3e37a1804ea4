from math import gcd


def nth_divisible(n, a, b):
    lcm = a // gcd(a, b) * b
    lo, hi = 1, n * min(a, b)
    while lo < hi:
        mid = (lo + hi) // 2
        if mid // a + mid // b - mid // lcm >= n:
            hi = mid
        else:
            lo = mid + 1
    return lo % (10**9 + 7)
