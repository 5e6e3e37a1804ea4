def product_except_self(nums):
    n = len(nums)
    out = [1] * n
    left = 1
    for i in range(n):  # out[i] = product of everything left of i
        out[i] = left
        left *= nums[i]
    right = 1
    for i in range(n - 1, -1, -1):  # times the product of everything right of i
        out[i] *= right
        right *= nums[i]
    return out
