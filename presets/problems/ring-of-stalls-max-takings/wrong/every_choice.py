def max_takings(takings):
    n = len(takings)
    if n == 1:
        return takings[0]

    def go(i, first_open, prev_open):  # no memo: both branches at every stall
        if i == n:
            return 0
        best = go(i + 1, first_open, False)
        if not prev_open and not (i == n - 1 and first_open):
            best = max(best, takings[i] + go(i + 1, first_open or i == 0, True))
        return best

    return go(0, False, False)
