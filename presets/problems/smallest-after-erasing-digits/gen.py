"""A digit string of length n and a k. Small tests use digits 0..3 (zeros after the first digit are
common) and every k; large tests are a long rising run followed by random digits with k about n/3,
so each erasing round scans far into the string."""


def generate(n, rng):
    n = max(1, n)
    if n <= 12:
        s = str(rng.randint(1, 3)) + "".join(rng.choice("0123") for _ in range(n - 1))
        if n == 1 and rng.random() < 0.3:
            s = "0"
        return [s, rng.randint(1, n)]
    rise = n * 2 // 3
    s = "1" + "".join(str(1 + 8 * i // rise) for i in range(1, rise))
    s += "".join(rng.choice("0123456789") for _ in range(n - rise))
    return [s, rng.randint(n // 4, n // 3)]


def valid(args):
    """The statement's preconditions."""
    s, k = args
    return (type(s) is str and 1 <= len(s) <= 10**5 and s.isdigit() and s.isascii()
            and (s == "0" or s[0] != "0") and type(k) is int and 1 <= k <= len(s))
