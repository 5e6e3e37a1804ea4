"""A string of length n over 1..3 letters (many palindromes) or the whole alphabet."""


def generate(n, rng):
    n = max(1, min(n, 14))
    alpha = rng.choice(["a", "ab", "ab", "abc", "abcdefghijklmnopqrstuvwxyz"])
    return ["".join(rng.choice(alpha) for _ in range(n))]


def valid(args):
    """The statement's preconditions: 1..14 lowercase letters."""
    (s,) = args
    return type(s) is str and 1 <= len(s) <= 14 and all("a" <= ch <= "z" for ch in s)
