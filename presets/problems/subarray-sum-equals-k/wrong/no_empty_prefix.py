def subarray_sum(nums, k):
    seen = {}  # wrong: forgets the empty prefix, so subarrays starting at index 0 are missed
    prefix = 0
    count = 0
    for x in nums:
        prefix += x
        count += seen.get(prefix - k, 0)
        seen[prefix] = seen.get(prefix, 0) + 1
    return count
