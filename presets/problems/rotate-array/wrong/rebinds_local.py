def rotate(nums, k):
    k %= len(nums)
    nums = nums[-k:] + nums[:-k] if k else nums  # a new list bound to the local name only
