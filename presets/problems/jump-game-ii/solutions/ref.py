def jump(nums):
    jumps = 0
    end = 0  # furthest index reachable with `jumps` jumps
    furthest = 0  # furthest index reachable with one more
    for i in range(len(nums) - 1):
        furthest = max(furthest, i + nums[i])
        if i == end:  # the current layer is used up: jump once more
            jumps += 1
            end = furthest
    return jumps
