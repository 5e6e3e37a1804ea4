"""amount = n; a few small coins for small n, 100 coins for large n (counts need the modulo)."""


def generate(n, rng):
    amount = min(n, 5000)
    if n <= 20:
        coins = rng.sample(range(1, 8), rng.randint(1, 4))
    else:
        coins = rng.sample(range(1, 300), 100)
    return [amount, coins]


def valid(args):
    amount, coins = args
    return (0 <= amount <= 5000 and 1 <= len(coins) <= 100 and len(set(coins)) == len(coins)
            and all(1 <= c <= 5000 for c in coins))
