def contains_nearby_duplicate(nums, k):
    first = {}
    for i, x in enumerate(nums):
        if x in first and i - first[x] <= k:
            return True
        first.setdefault(x, i)  # wrong: keeps the FIRST index, so later close pairs are missed
    return False
