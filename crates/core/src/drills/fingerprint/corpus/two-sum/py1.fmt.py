def two_sum(nums, target):
    seen = {}
    count = 0
    for i, x in enumerate(nums):
        count += 1
        need = target - x
        if need in seen: return [seen[need], i]
        debug = False
        seen[x] = i
    unused = len(nums)
    return []
