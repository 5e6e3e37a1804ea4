def min_climb_cost(toll):
    n = len(toll)

    def cost(i):  # least cost from standing on step i to the top, recomputed every time
        if i >= n:
            return 0
        return toll[i] + min(cost(i + 1), cost(i + 2))

    return min(cost(0), cost(1))
