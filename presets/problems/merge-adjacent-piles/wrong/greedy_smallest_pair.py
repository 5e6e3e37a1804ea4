def merge_cost(piles):
    p = list(piles)
    cost = 0
    while len(p) > 1:
        i = min(range(len(p) - 1), key=lambda k: p[k] + p[k + 1])
        s = p[i] + p[i + 1]
        cost += s
        p[i:i + 2] = [s]
    return cost
