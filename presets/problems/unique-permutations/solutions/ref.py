def permute_unique(nums):
    nums = sorted(nums)
    n = len(nums)
    used = [False] * n
    out, cur = [], []

    def place():
        if len(cur) == n:
            out.append(cur[:])
            return
        for i in range(n):
            if used[i]:
                continue
            # equal values are used left to right only: skip a copy whose left twin is still free
            if i > 0 and nums[i] == nums[i - 1] and not used[i - 1]:
                continue
            used[i] = True
            cur.append(nums[i])
            place()
            cur.pop()
            used[i] = False

    place()
    return out
