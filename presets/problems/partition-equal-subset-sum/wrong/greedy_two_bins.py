def can_partition(nums):
    # wrong: dropping each number into the lighter bin is not an exact search
    a = b = 0
    for x in sorted(nums, reverse=True):
        if a <= b:
            a += x
        else:
            b += x
    return a == b
