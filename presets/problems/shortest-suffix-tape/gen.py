"""n words. Small tests use "ab" with lengths 1..4 (suffix chains and duplicates are common); the
large test draws n words over "abcdefgh" of length 6..12, most of them distinct and not suffixes of
one another, so the pairwise check is quadratic, with some suffixes of earlier words mixed in."""


def generate(n, rng):
    n = max(1, n)
    letters, lo, hi = ("ab", 1, 4) if n <= 10 else ("abcdefgh", 6, 12)
    words = []
    for _ in range(n):
        if words and rng.random() < 0.2:
            w = rng.choice(words)
            words.append(w[rng.randint(0, len(w) - 1):])
        else:
            words.append("".join(rng.choice(letters) for _ in range(rng.randint(lo, hi))))
    return [words]


def valid(args):
    """The statement's preconditions."""
    (words,) = args
    return type(words) is list and 1 <= len(words) <= 5 * 10**4 and all(
        type(w) is str and 1 <= len(w) <= 20 and all("a" <= c <= "z" for c in w) for w in words)
