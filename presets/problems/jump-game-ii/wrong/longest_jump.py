def jump(nums):
    # wrong: always jumping as far as possible can land on a poor spot (or on a zero)
    i, jumps = 0, 0
    while i < len(nums) - 1:
        if nums[i] == 0:
            return -1
        i += nums[i]
        jumps += 1
    return jumps
