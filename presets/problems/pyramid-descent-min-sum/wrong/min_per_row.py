def min_descent(rows):
    return sum(min(row) for row in rows)  # the cheapest stones need not be adjacent
