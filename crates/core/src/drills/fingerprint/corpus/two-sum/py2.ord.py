def two_sum(nums, target):
    total = target
    n = len(nums)
    for i in range(n):
        for j in range(i + 1, n):
            if nums[j] + nums[i] == total:
                return [i, j]
    return [-1, -1]
