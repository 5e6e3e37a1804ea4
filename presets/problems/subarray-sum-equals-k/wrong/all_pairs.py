def subarray_sum(nums, k):
    count = 0
    for i in range(len(nums)):
        total = 0
        for j in range(i, len(nums)):  # O(n^2)
            total += nums[j]
            if total == k:
                count += 1
    return count
