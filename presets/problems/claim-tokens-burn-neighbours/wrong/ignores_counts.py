def max_score(tokens):
    top = max(tokens)
    present = [0] * (top + 1)
    for t in tokens:
        present[t] = t  # a value's tokens are counted once
    take, skip = 0, 0
    for v in range(1, top + 1):
        take, skip = skip + present[v], max(take, skip)
    return max(take, skip)
