from collections import Counter


def top_k_frequent(nums, k):
    counts = Counter(nums)
    # Bucket by count; only counts that occur get a bucket.
    buckets = {}
    for value, count in counts.items():
        buckets.setdefault(count, []).append(value)
    out = []
    for count in range(len(nums), 0, -1):
        for value in buckets.get(count, ()):
            out.append(value)
            if len(out) == k:
                return out
    return out
