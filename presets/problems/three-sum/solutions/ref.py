def three_sum(nums):
    nums = sorted(nums)
    n = len(nums)
    out = []
    for i in range(n - 2):
        a = nums[i]
        if a > 0:
            break
        if i > 0 and a == nums[i - 1]:
            continue
        l, r = i + 1, n - 1
        while l < r:
            s = a + nums[l] + nums[r]
            if s < 0:
                l += 1
            elif s > 0:
                r -= 1
            else:
                out.append([a, nums[l], nums[r]])
                lv, rv = nums[l], nums[r]
                while l < r and nums[l] == lv:
                    l += 1
                while l < r and nums[r] == rv:
                    r -= 1
    return out
