def move_zeroes(nums):
    # Builds the right answer, but in a new list: the caller's nums never changes.
    return [x for x in nums if x != 0] + [0] * nums.count(0)
