def is_interleave(a, b, c):
    if len(a) + len(b) != len(c):
        return False
    # explicit stack instead of recursion, but no memo: the same (i, j) is reached many times
    stack = [(0, 0)]
    while stack:
        i, j = stack.pop()
        if i == len(a) and j == len(b):
            return True
        k = i + j
        if i < len(a) and a[i] == c[k]:
            stack.append((i + 1, j))
        if j < len(b) and b[j] == c[k]:
            stack.append((i, j + 1))
    return False
