"""n words over a tiny alphabet so chains and gaps are common."""


def generate(n, rng):
    n = max(n, 1)
    letters, longest = ("ab", 4) if n <= 20 else ("abc", 12)
    return [["".join(rng.choice(letters) for _ in range(rng.randint(1, longest))) for _ in range(n)]]


def valid(args):
    """The statement's preconditions: 1..10^4 lowercase words of length 1..30."""
    (words,) = args
    return (
        type(words) is list and 1 <= len(words) <= 10**4
        and all(type(w) is str and 1 <= len(w) <= 30 and all("a" <= c <= "z" for c in w) for w in words)
    )
