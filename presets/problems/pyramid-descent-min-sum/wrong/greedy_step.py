def min_descent(rows):
    c = 0
    total = rows[0][0]
    for r in range(1, len(rows)):
        if rows[r][c + 1] < rows[r][c]:  # the locally cheaper stone
            c += 1
        total += rows[r][c]
    return total
