def min_climb_cost(toll):
    n = len(toll)
    i = 0 if toll[0] <= toll[1] else 1
    total = toll[i]
    while i + 2 < n + 1 and i < n - 2:
        i = i + 1 if toll[i + 1] <= toll[i + 2] else i + 2  # locally cheapest
        total += toll[i]
    return total
