def min_delete_cost(a, b):
    def go(i, j):  # no memo: the same (i, j) is solved again and again
        if i == len(a):
            return sum(map(ord, b[j:]))
        if j == len(b):
            return sum(map(ord, a[i:]))
        if a[i] == b[j]:
            return go(i + 1, j + 1)
        return min(ord(a[i]) + go(i + 1, j), ord(b[j]) + go(i, j + 1))

    return go(0, 0)
