"""n salaries and a budget. Small tests: small salaries with repeats and budgets from 0 to a few
dozen. Large tests: random salaries up to 10^5 with a budget such that the best group holds
about n/8 to n/3 people, so walking left from every target is quadratic and the answer varies."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 12:
        hi = rng.choice([5, 20, 100000])
        budget = rng.choice([0, rng.randint(0, 10), rng.randint(0, 100), 10**9])
        return [[rng.randint(1, hi) for _ in range(n)], budget]
    salaries = [rng.randint(1, 10**5) for _ in range(n)]
    group = rng.randint(n // 8, n // 3)
    # about group people in a band of width group * 10^5 / n, each raised by half the band
    budget = int(group * (group * 10**5 / n) / 2)
    return [salaries, min(budget, 10**9)]


def valid(args):
    """The statement's preconditions: 1..10^5 salaries in 1..10^5, 0 <= budget <= 10^9."""
    salaries, budget = args
    return (
        type(salaries) is list
        and 1 <= len(salaries) <= 10**5
        and all(type(x) is int and 1 <= x <= 10**5 for x in salaries)
        and type(budget) is int
        and 0 <= budget <= 10**9
    )
