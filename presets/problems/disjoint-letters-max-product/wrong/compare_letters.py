def max_disjoint_product(words):
    best = 0
    for i in range(len(words)):
        for j in range(i + 1, len(words)):
            b = words[j]
            if not any(c in b for c in words[i]):  # O(L^2)-ish per pair
                best = max(best, len(words[i]) * len(b))
    return best
