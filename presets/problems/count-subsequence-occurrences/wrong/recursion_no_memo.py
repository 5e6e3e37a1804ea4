def num_distinct(s, t):
    count = 0
    stack = [(0, 0)]  # (position in s, matched length of t); no memo, so states repeat
    while stack:
        i, j = stack.pop()
        if j == len(t):
            count += 1
            continue
        if len(s) - i < len(t) - j:
            continue
        stack.append((i + 1, j))
        if s[i] == t[j]:
            stack.append((i + 1, j + 1))
    return count % (10**9 + 7)
