def contains_nearby_duplicate(nums, k):
    last = {}  # value -> latest index seen
    for i, x in enumerate(nums):
        if x in last and i - last[x] <= k:
            return True
        last[x] = i
    return False
