from collections import Counter


def top_k_frequent(nums, k):
    counts = Counter(nums)
    # Bucket by count; only counts that occur get a bucket.
    buckets = {}
    for value, c in counts.items():
        buckets.setdefault(c, []).append(value)
    out = []
    for c in range(len(nums), 0, -1):
        for value in buckets.get(c, ()):
            out.append(value)
            if len(out) == k:
                return out
    return out
