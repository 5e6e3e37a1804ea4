def palindrome_cuts(s):
    n = len(s)
    out, plan = [], []

    def cut(start):
        if start >= n - 1:
            if start == n - 1:
                plan.append(s[start])
                out.append(plan[:])
                plan.pop()
            elif start == n:
                out.append(plan[:])
            return
        for end in range(start + 1, n):  # a piece never ends at the last character
            piece = s[start:end]
            if piece == piece[::-1]:
                plan.append(piece)
                cut(end)
                plan.pop()

    cut(0)
    return out
