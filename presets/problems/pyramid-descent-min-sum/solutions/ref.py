def min_descent(rows):
    best = list(rows[-1])  # cheapest way from each stone of the current row to the bottom
    for r in range(len(rows) - 2, -1, -1):
        row = rows[r]
        for c in range(r + 1):
            best[c] = row[c] + min(best[c], best[c + 1])
    return best[0]
