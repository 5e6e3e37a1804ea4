def remove_duplicates(nums):
    i = 1
    while i < len(nums):
        if nums[i] == nums[i - 1]:
            nums.remove(nums[i])  # scans from the front, then shifts: O(n) per duplicate
        else:
            i += 1
    return len(nums)
