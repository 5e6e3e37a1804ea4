def product_except_self(nums):
    out = []
    for i in range(len(nums)):
        p = 1
        for j, x in enumerate(nums):  # O(n) per index: O(n^2)
            if j != i:
                p *= x
        out.append(p)
    return out
