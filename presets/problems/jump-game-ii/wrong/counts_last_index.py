def jump(nums):
    jumps = end = furthest = 0
    for i in range(len(nums)):  # off by one: also "jumps" from the last index
        furthest = max(furthest, i + nums[i])
        if i == end:
            jumps += 1
            end = furthest
    return jumps
