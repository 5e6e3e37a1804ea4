"""Two words over a small alphabet (so matches are frequent). Small tests have random lengths up to
n, including empty words, and sometimes share a prefix; larger ones are two n-letter words."""


def generate(n, rng):
    if n > 100:
        return ["".join(rng.choice("abcdefgh") for _ in range(n)) for _ in range(2)]
    a = "".join(rng.choice("abc") for _ in range(rng.randint(0, n)))
    keep = rng.randint(0, len(a)) if rng.random() < 0.3 else 0
    b = a[:keep] + "".join(rng.choice("abc") for _ in range(rng.randint(0, n - keep)))
    return [a, b]


def valid(args):
    """The statement's preconditions: two words of 0..500 lowercase English letters."""
    return len(args) == 2 and all(
        type(w) is str and len(w) <= 500 and all("a" <= c <= "z" for c in w) for w in args
    )
