def top_k_frequent(nums, k):
    distinct = list(set(nums))
    distinct.sort(key=lambda v: nums.count(v), reverse=True)
    return distinct[:k]
