"""s of length n and a short t. Small tests use the letters a, b, c (and sometimes A) so repeats in
t matter; large tests make s mostly one letter with the other letters of t only near the end, so a
scan from every start walks far."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 100:
        letters = "abcA"
        s = "".join(rng.choice(letters) for _ in range(n))
        t = "".join(rng.choice(letters) for _ in range(rng.randint(1, 4)))
    else:
        s = "".join("x" if rng.random() < 0.999 else rng.choice("bc") for _ in range(n - 10))
        s += "".join(rng.choice("abcx") for _ in range(10))
        t = "xab"
    return [s, t]


def valid(args):
    """The statement's preconditions: 1..10^5 English letters each."""
    s, t = args
    return all(type(v) is str and 1 <= len(v) <= 10**5 and v.isascii() and v.isalpha() for v in (s, t))
