from functools import cmp_to_key


def largest_number(nums):
    strs = [str(x) for x in nums]
    strs.sort(key=cmp_to_key(lambda x, y: (y + x > x + y) - (y + x < x + y)))
    return "".join(strs)
