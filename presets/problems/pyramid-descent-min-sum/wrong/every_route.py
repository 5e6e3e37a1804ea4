def min_descent(rows):
    n = len(rows)

    def go(r, c):  # recomputed for every route through (r, c)
        if r == n - 1:
            return rows[r][c]
        return rows[r][c] + min(go(r + 1, c), go(r + 1, c + 1))

    return go(0, 0)
