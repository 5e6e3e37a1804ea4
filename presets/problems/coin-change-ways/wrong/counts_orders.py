def change_ways(amount, coins):
    MOD = 10**9 + 7
    ways = [0] * (amount + 1)
    ways[0] = 1
    for x in range(1, amount + 1):
        for c in coins:
            if c <= x:
                ways[x] = (ways[x] + ways[x - c]) % MOD
    return ways[amount]
