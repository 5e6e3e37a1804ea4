"""Two strings of about n letters: usually repetitions of one short block (random repeat counts,
so the gcd of the lengths varies), sometimes with one letter changed, or two unrelated strings."""


def generate(n, rng):
    n = max(1, min(n, 1000))
    block = "".join(rng.choice("AB") for _ in range(rng.randint(1, max(1, min(6, n)))))
    ka = max(1, n // len(block) - rng.randint(0, 2))
    kb = max(1, rng.randint(1, ka))
    a, b = block * ka, block * kb
    r = rng.random()
    if r < 0.2:
        i = rng.randrange(len(a))
        a = a[:i] + ("A" if a[i] == "B" else "B") + a[i + 1 :]
    elif r < 0.3:
        a = "".join(rng.choice("AB") for _ in range(len(a)))
    return [a[:1000], b[:1000]]


def valid(args):
    """The statement's preconditions: 1..1000 uppercase letters each."""
    return all(type(x) is str and 1 <= len(x) <= 1000 and all("A" <= c <= "Z" for c in x) for x in args)
