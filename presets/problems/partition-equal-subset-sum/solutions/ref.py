def can_partition(nums):
    total = sum(nums)
    if total % 2:
        return False
    half = total // 2
    reach = 1  # bit s set <=> some subset of the numbers seen so far sums to s
    for x in nums:
        reach |= reach << x
    return bool(reach >> half & 1)
