def sorted_squares(nums):
    n = len(nums)
    out = [0] * n
    l, r = 0, n - 1
    for pos in range(n - 1, -1, -1):  # the largest remaining square sits at one end
        if abs(nums[l]) > abs(nums[r]):
            out[pos] = nums[l] * nums[l]
            l += 1
        else:
            out[pos] = nums[r] * nums[r]
            r -= 1
    return out
