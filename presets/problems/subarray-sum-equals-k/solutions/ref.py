def subarray_sum(nums, k):
    seen = {0: 1}  # prefix sum -> how many prefixes have it (the empty prefix included)
    prefix = 0
    count = 0
    for x in nums:
        prefix += x
        count += seen.get(prefix - k, 0)
        seen[prefix] = seen.get(prefix, 0) + 1
    return count
