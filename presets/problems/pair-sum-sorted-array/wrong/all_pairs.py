def pair_for_budget(prices, budget):
    n = len(prices)
    for i in range(n):  # O(n^2)
        for j in range(i + 1, n):
            if prices[i] + prices[j] == budget:
                return [i + 1, j + 1]
    return []
