def rob(nums):
    skip, take = 0, 0  # best total so far without / with the previous house robbed
    for x in nums:
        skip, take = max(skip, take), skip + x
    return max(skip, take)
