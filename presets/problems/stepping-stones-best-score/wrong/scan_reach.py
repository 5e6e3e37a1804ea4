def best_score(points, reach):
    n = len(points)
    best = [0] * n
    best[0] = points[0]
    for i in range(1, n):
        best[i] = points[i] + max(best[max(0, i - reach):i])  # reach steps each
    return best[-1]
