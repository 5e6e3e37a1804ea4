def palindrome_cuts(s):
    n = len(s)
    out, plan = [], []

    def cut(start):
        if start == n:
            out.append(plan)  # the same list object, emptied by the pops
            return
        for end in range(start + 1, n + 1):
            piece = s[start:end]
            if piece == piece[::-1]:
                plan.append(piece)
                cut(end)
                plan.pop()

    cut(0)
    return out
