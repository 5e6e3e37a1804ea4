def merge_cost(piles):
    def go(p):
        if len(p) == 1:
            return 0
        best = None
        for i in range(len(p) - 1):
            s = p[i] + p[i + 1]
            c = s + go(p[:i] + (s,) + p[i + 2:])
            if best is None or c < best:
                best = c
        return best

    return go(tuple(piles))
