def longest_consecutive(nums):
    if not nums:
        return 0
    s = sorted(nums)
    best = run = 1
    for a, b in zip(s, s[1:]):
        if b == a + 1:
            run += 1
        else:  # wrong: a duplicate (b == a) should neither extend nor end the run
            run = 1
        best = max(best, run)
    return best
