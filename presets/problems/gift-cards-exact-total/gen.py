"""n cards and a total. Small tests use values 1..6 (many repeats) or 1..15 and totals up to 15;
large tests hold 40 cards of values 1..4 with a total of 30..40, where the distinct picks are few
but the ways to choose the same multiset are astronomically many."""


def generate(n, rng):
    n = max(1, min(n, 40))
    if n <= 12:
        hi = rng.choice([3, 6, 15])
        return [[rng.randint(1, hi) for _ in range(n)], rng.randint(1, 15)]
    return [[rng.randint(1, 4) for _ in range(n)], rng.randint(30, 40)]


def valid(args):
    """The statement's preconditions: 1..40 cards of value 1..50, total 1..40."""
    cards, total = args
    return (type(cards) is list and 1 <= len(cards) <= 40 and all(type(c) is int and 1 <= c <= 50 for c in cards)
            and type(total) is int and 1 <= total <= 40)
