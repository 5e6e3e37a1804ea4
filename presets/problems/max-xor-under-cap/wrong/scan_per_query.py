def maximize_xor(nums, queries):
    out = []
    for x, cap in queries:  # O(n) per query
        best = -1
        for v in nums:
            if v <= cap and x ^ v > best:
                best = x ^ v
        out.append(best)
    return out
