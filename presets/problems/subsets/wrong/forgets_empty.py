def subsets(nums):
    out = []
    chosen = []

    def extend(start):
        for i in range(start, len(nums)):
            chosen.append(nums[i])
            out.append(list(chosen))
            extend(i + 1)
            chosen.pop()

    extend(0)
    return out
