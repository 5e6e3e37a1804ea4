def move_zeroes(nums):
    # Walks each zero to the end by adjacent swaps: O(n) per zero, O(n^2) with many zeros.
    end = len(nums)
    i = 0
    while i < end:
        if nums[i] == 0:
            for j in range(i, end - 1):
                nums[j], nums[j + 1] = nums[j + 1], nums[j]
            end -= 1
        else:
            i += 1
