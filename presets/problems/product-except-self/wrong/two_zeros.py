def product_except_self(nums):
    zeros = nums.count(0)
    rest = 1
    for x in nums:
        if x:
            rest *= x
    if zeros == 0:
        return [rest // x for x in nums]
    # wrong when there are two or more zeros: every position must then be 0
    return [rest if x == 0 else 0 for x in nums]
