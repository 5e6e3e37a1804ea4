def change_ways(amount, coins):
    MOD = 10**9 + 7
    ways = [0] * (amount + 1)
    ways[0] = 1
    for c in coins:
        for x in range(c, amount + 1):
            ways[x] = (ways[x] + ways[x - c]) % MOD
    return ways[amount]
