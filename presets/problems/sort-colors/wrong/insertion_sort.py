def sort_colors(nums):
    for i in range(1, len(nums)):
        x, j = nums[i], i - 1
        while j >= 0 and nums[j] > x:  # O(n) shifts per element
            nums[j + 1] = nums[j]
            j -= 1
        nums[j + 1] = x
