def longest_consecutive(nums):
    present = set(nums)
    best = 0
    for x in present:
        if x - 1 not in present:  # x starts a run: walk it once
            y = x
            while y + 1 in present:
                y += 1
            best = max(best, y - x + 1)
    return best
