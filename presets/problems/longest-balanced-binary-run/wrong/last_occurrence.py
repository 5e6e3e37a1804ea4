def longest_balanced(bits):
    seen = {0: -1}
    total = 0
    best = 0
    for i, b in enumerate(bits):
        total += 1 if b == 1 else -1
        if total in seen:
            best = max(best, i - seen[total])
        seen[total] = i  # overwritten: keeps the latest position, not the first
    return best
