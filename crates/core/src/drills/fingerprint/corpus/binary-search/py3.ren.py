def search(xs, goal):
    # recursive, half-open [a, b)
    def rec(a, b):
        if a >= b:
            return -1
        m = a + (b - a) // 2
        if xs[m] < goal:
            return rec(m + 1, b)  # right half
        if xs[m] > goal:
            return rec(a, m)
        return m
    return rec(0, len(xs))
