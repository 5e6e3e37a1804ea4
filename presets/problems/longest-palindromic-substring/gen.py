"""Strings over a small alphabet (two or three letters), so palindromes of every length and
several ties appear; lengths are the stress size."""


def generate(n, rng):
    n = max(n, 1)
    letters = "ab" if rng.random() < 0.5 else "abc"
    return ["".join(rng.choice(letters) for _ in range(n))]


def valid(args):
    """The statement's preconditions: one string of 1..3000 lowercase letters."""
    return (
        len(args) == 1
        and type(args[0]) is str
        and 1 <= len(args[0]) <= 3000
        and all("a" <= c <= "z" for c in args[0])
    )
