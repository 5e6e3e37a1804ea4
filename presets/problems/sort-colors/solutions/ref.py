def sort_colors(nums):
    # nums[:low] are 0s, nums[low:mid] are 1s, nums[high+1:] are 2s; nums[mid:high+1] is unseen.
    low, mid, high = 0, 0, len(nums) - 1
    while mid <= high:
        if nums[mid] == 0:
            nums[low], nums[mid] = nums[mid], nums[low]
            low += 1
            mid += 1
        elif nums[mid] == 2:
            nums[mid], nums[high] = nums[high], nums[mid]
            high -= 1  # the value swapped in is unseen: mid stays
        else:
            mid += 1
