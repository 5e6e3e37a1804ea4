def combination_sum(candidates, target):
    out = []
    chosen = []

    def extend(start, left):
        if left == 0:
            out.append(list(chosen))
            return
        for i in range(start, len(candidates)):
            if candidates[i] <= left:
                chosen.append(candidates[i])
                extend(i + 1, left - candidates[i])  # wrong: a candidate can't be reused
                chosen.pop()

    extend(0, target)
    return out
