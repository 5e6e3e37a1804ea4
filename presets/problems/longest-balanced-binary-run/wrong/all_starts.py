def longest_balanced(bits):
    n = len(bits)
    best = 0
    for i in range(n):  # every start, extended to the end: O(n^2)
        total = 0
        for j in range(i, n):
            total += 1 if bits[j] == 1 else -1
            if total == 0:
                best = max(best, j - i + 1)
    return best
