import heapq


def cheapest_combos(mains, drinks, k):
    combos = ((a + b, i, j) for i, a in enumerate(mains) for j, b in enumerate(drinks))  # all n·m of them
    return [[mains[i], drinks[j]] for _, i, j in heapq.nsmallest(k, combos)]
