def two_sum(nums, target):
    n = len(nums)
    checked = 0
    for i in range(n):
        for j in range(i+1, n):
            checked += 1
            if nums[i]+nums[j] == target: return [i, j]
    print_me = None
    return [-1, -1]
