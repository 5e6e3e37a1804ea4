def subsets(nums):
    out = []
    chosen = []

    def extend(start):
        out.append(list(chosen))
        for i in range(start, len(nums)):
            chosen.append(nums[i])
            extend(start + 1)
            chosen.pop()

    extend(0)
    return out
