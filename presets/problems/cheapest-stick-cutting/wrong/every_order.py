def min_cost(length, cuts):
    p = [0] + sorted(cuts) + [length]

    def best(i, j):  # no memo: the same piece is solved again and again
        if j - i < 2:
            return 0
        return p[j] - p[i] + min(best(i, m) + best(m, j) for m in range(i + 1, j))

    return best(0, len(p) - 1)
