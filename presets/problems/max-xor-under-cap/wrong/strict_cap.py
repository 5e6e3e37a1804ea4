def maximize_xor(nums, queries):
    nums = sorted(nums)
    out = []
    for x, cap in queries:
        best = -1
        for v in nums:
            if v >= cap:  # should be v > cap
                break
            best = max(best, x ^ v)
        out.append(best)
    return out
