def subarray_sum(nums, k):
    # wrong: shrinking a window only works when every number is positive
    count = 0
    left = 0
    total = 0
    for right, x in enumerate(nums):
        total += x
        while total > k and left <= right:
            total -= nums[left]
            left += 1
        if total == k:
            count += 1
    return count
