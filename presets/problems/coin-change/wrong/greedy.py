def coin_change(coins, amount):
    count = 0
    for c in sorted(coins, reverse=True):
        take = amount // c
        count += take
        amount -= take * c
    return count if amount == 0 else -1
