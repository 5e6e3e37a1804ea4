def missing_number(nums):
    for k in range(len(nums) + 1):
        if k not in nums:  # a linear scan per candidate: O(n^2)
            return k
