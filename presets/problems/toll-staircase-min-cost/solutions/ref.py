def min_climb_cost(toll):
    prev2, prev1 = toll[0], toll[1]  # best cost standing on step i-2 and i-1
    for i in range(2, len(toll)):
        prev2, prev1 = prev1, toll[i] + min(prev1, prev2)
    return min(prev1, prev2)
