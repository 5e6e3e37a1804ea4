def can_jump(nums):
    # wrong: a zero is only a dead end if nothing before it jumps past it
    return all(x > 0 for x in nums[:-1])
