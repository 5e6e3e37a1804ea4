from functools import cmp_to_key


def largest_number(nums):
    strs = [str(x) for x in nums]

    def cmp(x, y):
        if x + y > y + x:
            return -1
        if x + y < y + x:
            return 1
        return 0

    strs.sort(key=cmp_to_key(cmp))
    if strs[0] == "0":
        return "0"
    return "".join(strs)
