def coin_change(coins, amount):
    def fewest(x):
        if x == 0:
            return 0
        best = float("inf")
        for c in coins:
            if c <= x:
                best = min(best, fewest(x - c) + 1)
        return best

    result = fewest(amount)
    return -1 if result == float("inf") else result
