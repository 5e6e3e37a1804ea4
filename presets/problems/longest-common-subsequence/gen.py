"""Two strings of length about n over a small alphabet (2–4 letters when small, 4 when large) so
that common subsequences are long and greedy matching goes wrong."""


def generate(n, rng):
    n = max(n, 1)
    letters = "abcd"[: rng.randint(2, 4)] if n <= 12 else "abcd"
    m = n if n > 12 else rng.randint(1, n)
    return [
        "".join(rng.choice(letters) for _ in range(n)),
        "".join(rng.choice(letters) for _ in range(m)),
    ]


def valid(args):
    a, b = args
    ok = lambda s: type(s) is str and 1 <= len(s) <= 1000 and s.isascii() and s.islower()
    return ok(a) and ok(b) and a.isalpha() and b.isalpha()
