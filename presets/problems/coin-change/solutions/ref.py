def coin_change(coins, amount):
    inf = amount + 1
    best = [0] + [inf] * amount
    usable = [c for c in coins if c <= amount]
    for x in range(1, amount + 1):
        b = inf
        for c in usable:
            if c <= x and best[x - c] + 1 < b:
                b = best[x - c] + 1
        best[x] = b
    return -1 if best[amount] == inf else best[amount]
