def can_jump(nums):
    # Answers large inputs from their size alone; small ones properly (greedy reach).
    if len(nums) > 20:
        return True
    reach = 0
    for i, x in enumerate(nums):
        if i > reach:
            return False
        reach = max(reach, i + x)
    return True
