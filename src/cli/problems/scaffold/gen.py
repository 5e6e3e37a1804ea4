"""TODO: what the generated inputs look like and why (which mistakes they expose)."""


def generate(n, rng):
    """One test input of size n: the argument list."""
    return [[rng.randint(-10**9, 10**9) for _ in range(n)]]


def valid(args):
    """Whether a shrunk input still meets the statement's preconditions."""
    return True
