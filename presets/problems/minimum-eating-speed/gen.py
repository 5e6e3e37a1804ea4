"""n piles and an hour budget. Small tests use small piles so exact boundaries are hit; large tests use
huge piles and h close to n, so the answer is close to the largest pile."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 100:
        piles = [rng.randint(1, 12) for _ in range(n)]
        h = rng.randint(n, n + sum(piles))
    else:
        piles = [rng.randint(10**8, 10**9) for _ in range(n)]
        h = n + rng.randint(0, 10)
    return [piles, h]


def valid(args):
    """The statement's preconditions: 1..10^5 piles in 1..10^9 and len(piles) <= h <= 10^9."""
    piles, h = args
    return (
        type(piles) is list and 1 <= len(piles) <= 10**5
        and all(type(x) is int and 1 <= x <= 10**9 for x in piles)
        and type(h) is int and len(piles) <= h <= 10**9
    )
