def palindrome_cuts(s):
    n = len(s)
    out, plan = [], []

    def cut(start):
        if start == n:
            out.append(plan[:])
            return
        for end in range(start + 1, n + 1):
            if s[start] == s[end - 1]:  # only the ends are compared
                plan.append(s[start:end])
                cut(end)
                plan.pop()

    cut(0)
    return out
