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
