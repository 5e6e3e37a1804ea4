def contains_nearby_duplicate(nums, k):
    last = {}
    for i, x in enumerate(nums):
        if x in last and i - last[x] < k:  # off by one: a distance of exactly k is allowed
            return True
        last[x] = i
    return False
