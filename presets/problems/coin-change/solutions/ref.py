def coin_change(coins, amount):
    unreachable = amount + 1
    fewest = [0] + [unreachable] * amount
    usable = [coin for coin in coins if coin <= amount]
    for x in range(1, amount + 1):
        best = unreachable
        for coin in usable:
            if coin <= x and fewest[x - coin] + 1 < best:
                best = fewest[x - coin] + 1
        fewest[x] = best
    return -1 if fewest[amount] == unreachable else fewest[amount]
