"""A digit string of length n. Small tests lean on 0, 1, 2 and 6/7 (the tricky digits); large
ones are mostly 1s and 2s (huge counts, so the modulus matters) with a few zeros after 1 or 2."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 12:
        return ["".join(rng.choice("0112226789") for _ in range(n))]
    s = [rng.choice("12") for _ in range(n)]
    for _ in range(n // 50):
        i = rng.randrange(1, n)
        if "0" not in s[i - 1 : i + 2]:  # keep zeros apart, or the answer collapses to 0
            s[i] = "0"
    return ["".join(s)]


def valid(args):
    (s,) = args
    return type(s) is str and 1 <= len(s) <= 10**5 and s.isdigit() and s.isascii()
