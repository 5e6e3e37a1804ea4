def can_partition_k_subsets(nums, k):
    total = sum(nums)
    if total % k:
        return False
    target = total // k
    nums = sorted(nums)
    if nums[-1] > target:
        return False
    n = len(nums)
    # fill[mask]: amount in the bucket being filled after using the elements of mask (-1: unreachable)
    fill = [-1] * (1 << n)
    fill[0] = 0
    for mask in range(1 << n):
        have = fill[mask]
        if have < 0:
            continue
        for i in range(n):
            if have + nums[i] > target:
                break  # sorted: larger elements do not fit either
            bit = 1 << i
            if not mask & bit and fill[mask | bit] < 0:
                fill[mask | bit] = (have + nums[i]) % target
    return fill[-1] == 0
