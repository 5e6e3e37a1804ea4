"""A sorted price list with exactly one pair summing to the budget. Small tests use tiny values with
repeats (the pair may be two equal prices); large tests place the pair's two positions in the middle
half of each side so a scan from either end is slow for all-pairs, and keep every other pair sum off
the budget by building the list from even values and giving the pair one odd gap."""


def _unique_pair(prices, budget):
    seen = {}
    count = 0
    for x in prices:
        count += seen.get(budget - x, 0)
        seen[x] = seen.get(x, 0) + 1
    return count == 1


def generate(n, rng):
    n = max(2, n)
    if n <= 12:
        while True:
            prices = sorted(rng.randint(-6, 6) for _ in range(n))
            i, j = sorted(rng.sample(range(n), 2))
            budget = prices[i] + prices[j]
            if _unique_pair(prices, budget):
                return [prices, budget]
    # even values everywhere, then one odd value: the only odd sums involve it; make exactly one
    # even value pair with it
    evens = sorted(2 * rng.randint(-10**8, 10**8) for _ in range(n - 1))
    odd = 2 * rng.randint(-10**8, 10**8) + 1
    k = rng.randint(n // 4, 3 * n // 4)
    partner = evens[k]
    budget = odd + partner
    evens = [x for x in evens if x != partner] + [partner]  # the partner value once only
    while len(evens) < n - 1:
        x = 2 * rng.randint(-10**8, 10**8)
        if x != partner:
            evens.append(x)
    prices = sorted(evens + [odd])
    return [prices, budget]


def valid(args):
    """The statement's preconditions: sorted, 2..2e5 values in ±1e9, exactly one pair."""
    prices, budget = args
    if type(prices) is not list or not 2 <= len(prices) <= 200000 or type(budget) is not int:
        return False
    if not all(type(x) is int and -10**9 <= x <= 10**9 for x in prices) or abs(budget) > 10**9:
        return False
    if any(prices[i] > prices[i + 1] for i in range(len(prices) - 1)):
        return False
    return _unique_pair(prices, budget)
