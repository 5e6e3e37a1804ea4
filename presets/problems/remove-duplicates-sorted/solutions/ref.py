def remove_duplicates(nums):
    k = 0  # nums[:k] is the deduplicated prefix
    for x in nums:
        if k == 0 or x != nums[k - 1]:
            nums[k] = x
            k += 1
    return k
