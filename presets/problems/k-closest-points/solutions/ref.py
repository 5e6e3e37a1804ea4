import heapq


def k_closest(points, k):
    keys = [(x * x + y * y, x, y) for x, y in points]
    # A bounded heap (O(n log k)) pays off for small k; for large k Python's C sort is faster.
    best = heapq.nsmallest(k, keys) if k * 8 < len(keys) else sorted(keys)[:k]
    return [[x, y] for _, x, y in best]
