"""n cards and k. Small tests: small values so ties and greedy traps come up, k anywhere in 1..n.
Large tests: random values and k between n/4 and 3n/4, so trying every split costs about k^2 / 2
additions and the best split lies anywhere."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 12:
        hi = rng.choice([3, 10, 100])
        return [[rng.randint(1, hi) for _ in range(n)], rng.randint(1, n)]
    cards = [rng.randint(1, 10**4) for _ in range(n)]
    return [cards, rng.randint(n // 4, 3 * n // 4)]


def valid(args):
    """The statement's preconditions: 1..10^5 cards worth 1..10^4, 1 <= k <= n."""
    cards, k = args
    return (
        type(cards) is list
        and 1 <= len(cards) <= 10**5
        and all(type(x) is int and 1 <= x <= 10**4 for x in cards)
        and type(k) is int
        and 1 <= k <= len(cards)
    )
