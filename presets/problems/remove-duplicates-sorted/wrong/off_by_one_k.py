def remove_duplicates(nums):
    last = 0  # index of the last kept value
    for i in range(1, len(nums)):
        if nums[i] != nums[last]:
            last += 1
            nums[last] = nums[i]
    return last  # should be last + 1
