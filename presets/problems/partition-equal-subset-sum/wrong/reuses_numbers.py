def can_partition(nums):
    total = sum(nums)
    if total % 2:
        return False
    half = total // 2
    reach = [True] + [False] * half
    for x in nums:
        for s in range(x, half + 1):  # wrong: upwards lets the same number be used again
            if reach[s - x]:
                reach[s] = True
    return reach[half]
