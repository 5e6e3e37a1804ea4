def can_jump(nums):
    n = len(nums)
    ok = [False] * n
    ok[0] = True
    for i in range(n):
        if ok[i]:
            for j in range(i + 1, min(n, i + nums[i] + 1)):  # O(n · max jump)
                ok[j] = True
    return ok[-1]
