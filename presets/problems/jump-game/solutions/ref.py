def can_jump(nums):
    reach = 0
    for i, step in enumerate(nums):
        if i > reach:
            return False
        if i + step > reach:
            reach = i + step
    return True
