def length_of_lis(nums):
    # wrong: keeps the first increasing chain from each start, never reconsidering a choice
    best = 0
    for s in range(min(len(nums), 50)):
        last, length = nums[s], 1
        for x in nums[s + 1 :]:
            if x > last:
                last, length = x, length + 1
        best = max(best, length)
    return best
