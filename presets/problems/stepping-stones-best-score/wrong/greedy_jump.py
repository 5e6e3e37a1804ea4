def best_score(points, reach):
    n = len(points)
    i = 0
    total = points[0]
    while i < n - 1:
        if i + reach >= n - 1:
            # a positive stone on the way is taken, then the last
            cands = [j for j in range(i + 1, n - 1) if points[j] > 0]
            total += sum(points[j] for j in cands) + points[n - 1]
            break
        j = max(range(i + 1, i + reach + 1), key=lambda t: points[t])  # locally best stone
        total += points[j]
        i = j
    return total
