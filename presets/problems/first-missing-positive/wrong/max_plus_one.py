def first_missing_positive(nums):
    # wrong: a gap below the maximum is the answer, not max + 1
    return max([x for x in nums if x > 0], default=0) + 1
