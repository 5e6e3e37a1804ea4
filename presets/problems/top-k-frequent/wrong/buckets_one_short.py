from collections import Counter


def top_k_frequent(nums, k):
    counts = Counter(nums)
    buckets = [[] for _ in range(len(nums))]
    for value, c in counts.items():
        buckets[c].append(value)
    out = []
    for c in range(len(nums) - 1, 0, -1):
        for value in buckets[c]:
            out.append(value)
            if len(out) == k:
                return out
    return out
