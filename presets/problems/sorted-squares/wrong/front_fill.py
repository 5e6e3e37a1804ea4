def sorted_squares(nums):
    out = []
    l, r = 0, len(nums) - 1
    while l <= r:
        if abs(nums[l]) > abs(nums[r]):
            out.append(nums[l] * nums[l])
            l += 1
        else:
            out.append(nums[r] * nums[r])
            r -= 1
    return out
