def count_smaller(nums):
    ranks = {v: i + 1 for i, v in enumerate(sorted(set(nums)))}
    m = len(ranks)
    tree = [0] * (m + 1)
    out = [0] * len(nums)
    for i in range(len(nums) - 1, -1, -1):
        r = ranks[nums[i]]
        j, total = r, 0
        while j > 0:
            total += tree[j]
            j -= j & -j
        out[i] = total
        j = r
        while j <= m:
            tree[j] += 1
            j += j & -j
    return out
