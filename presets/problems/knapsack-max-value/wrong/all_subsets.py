def knapsack(weights, values, capacity):
    n = len(weights)

    def go(i, cap):
        if i == n:
            return 0
        best = go(i + 1, cap)
        if weights[i] <= cap:
            best = max(best, values[i] + go(i + 1, cap - weights[i]))
        return best

    return go(0, capacity)
