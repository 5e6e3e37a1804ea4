def longest_consecutive(nums):
    present = set(nums)
    best = 0
    for x in present:  # walks the run from EVERY member, not only its start: O(n^2) on one long run
        y = x
        while y + 1 in present:
            y += 1
        best = max(best, y - x + 1)
    return best
