"""A move string of length n. Small tests draw G often enough to move and L/R so the heading after
one pass is spread over all four; large tests are 10^4 moves."""


def generate(n, rng):
    n = max(1, n)
    pg = rng.choice([0.4, 0.6, 0.8])
    return ["".join("G" if rng.random() < pg else rng.choice("LR") for _ in range(n))]


def valid(args):
    (m,) = args
    return type(m) is str and 1 <= len(m) <= 10**4 and set(m) <= set("GLR")
