def combination_sum(candidates, target):
    out = []
    chosen = []

    def extend(left):
        if left == 0:
            out.append(list(chosen))
            return
        for c in candidates:  # wrong: restarts at 0, so [2, 3] and [3, 2] both appear
            if c <= left:
                chosen.append(c)
                extend(left - c)
                chosen.pop()

    extend(target)
    return out
