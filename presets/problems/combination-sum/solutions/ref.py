def combination_sum(candidates, target):
    coins = sorted(candidates)
    out = []
    chosen = []

    def extend(start, left):
        if left == 0:
            out.append(list(chosen))
            return
        for i in range(start, len(coins)):
            if coins[i] > left:
                break  # sorted: every later candidate is too big as well
            chosen.append(coins[i])
            extend(i, left - coins[i])  # i, not i + 1: a candidate may be reused
            chosen.pop()

    extend(0, target)
    return out
