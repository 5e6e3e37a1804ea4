def largest_number(nums):
    strs = sorted((str(x) for x in nums), reverse=True)
    if strs[0] == "0":
        return "0"
    return "".join(strs)
