def count_smaller(nums):
    ranks = {v: i + 1 for i, v in enumerate(sorted(set(nums)))}  # 1-based for the Fenwick tree
    m = len(ranks)
    tree = [0] * (m + 1)
    out = [0] * len(nums)
    for i in range(len(nums) - 1, -1, -1):
        r = ranks[nums[i]]
        j, total = r - 1, 0  # how many seen values have a rank below r
        while j > 0:
            total += tree[j]
            j -= j & -j
        out[i] = total
        j = r
        while j <= m:
            tree[j] += 1
            j += j & -j
    return out
