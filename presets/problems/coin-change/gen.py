"""amount = n; a few distinct denominations. Small tests use small coins (greedy traps and
unreachable amounts are common); large ones use up to 12 coins without a 1, so plain recursion
explodes. The probe keeps 12 coins so time grows with the amount alone."""


def generate(n, rng):
    amount = min(n, 10**4)
    if n <= 100:
        k = rng.randint(1, 4)
        coins = rng.sample(range(2 if rng.random() < 0.4 else 1, 12), k)
    else:
        coins = rng.sample(range(3, 500), 12)
    if rng.random() < 0.1:
        coins[0] = 2**31 - 1
    return [coins, amount]


def valid(args):
    """The statement's preconditions: 1..12 distinct coins in 1..2^31-1, amount in 0..10^4."""
    coins, amount = args
    return (
        type(coins) is list
        and 1 <= len(coins) <= 12
        and all(type(c) is int and 1 <= c <= 2**31 - 1 for c in coins)
        and len(set(coins)) == len(coins)
        and type(amount) is int
        and 0 <= amount <= 10**4
    )
