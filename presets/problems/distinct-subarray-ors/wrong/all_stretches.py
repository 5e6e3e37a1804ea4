def count_distinct_ors(grants):
    seen = set()
    for l in range(len(grants)):  # O(n^2)
        acc = 0
        for r in range(l, len(grants)):
            acc |= grants[r]
            seen.add(acc)
    return len(seen)
