def rob(nums):
    # wrong: take the largest house still allowed, then block its neighbours
    blocked = [False] * len(nums)
    total = 0
    for i in sorted(range(len(nums)), key=lambda i: -nums[i]):
        if not blocked[i]:
            total += nums[i]
            for j in (i - 1, i, i + 1):
                if 0 <= j < len(nums):
                    blocked[j] = True
    return total
