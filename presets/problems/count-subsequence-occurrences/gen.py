"""s of n letters and t of about n/20 letters (1..4 on small tests). Letters come from a or ab
mostly (or abc), so t occurs an astronomical number of times on large tests (the modulus matters)
and a search without memoisation branches at every position; t is usually a subsequence of s
(cut from it), sometimes random."""


def generate(n, rng):
    n = max(n, 1)
    letters = rng.choice(["a", "ab", "ab", "abc"])
    s = "".join(rng.choice(letters) for _ in range(n))
    m = rng.randint(1, min(4, n + 1)) if n <= 16 else max(1, min(100, n // 20 + rng.randint(-2, 2)))
    if rng.random() < 0.75 and m <= n:
        idx = sorted(rng.sample(range(n), m))
        t = "".join(s[i] for i in idx)
    else:
        t = "".join(rng.choice(letters) for _ in range(m))
    return [s, t]


def valid(args):
    """The statement's preconditions: 1..2000 and 1..100 lowercase letters."""
    s, t = args
    low = lambda x: type(x) is str and all("a" <= c <= "z" for c in x)
    return low(s) and low(t) and 1 <= len(s) <= 2000 and 1 <= len(t) <= 100
