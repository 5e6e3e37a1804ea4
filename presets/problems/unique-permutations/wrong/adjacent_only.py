def permute_unique(nums):
    n = len(nums)
    used = [False] * n
    out, cur = [], []

    def place():
        if len(cur) == n:
            out.append(cur[:])
            return
        last = None
        for i in range(n):  # without sorting, equal values need not be adjacent
            if used[i] or nums[i] == last:
                continue
            last = nums[i]
            used[i] = True
            cur.append(nums[i])
            place()
            cur.pop()
            used[i] = False

    place()
    return out
