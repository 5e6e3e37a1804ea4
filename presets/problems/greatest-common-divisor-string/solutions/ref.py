from math import gcd


def gcd_of_strings(a, b):
    if a + b != b + a:  # no common divisor at all
        return ""
    return a[: gcd(len(a), len(b))]
