def longest_balanced(bits):
    first = {0: -1}  # the empty prefix
    total = 0
    best = 0
    for i, b in enumerate(bits):
        total += 1 if b == 1 else -1
        if total in first:
            best = max(best, i - first[total])
        else:
            first[total] = i
    return best
