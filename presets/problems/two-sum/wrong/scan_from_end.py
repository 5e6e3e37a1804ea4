def two_sum(nums, target):
    # Checks every pair, the last indices first: O(n^2) in general, O(1) when the pair is at the
    # end.
    for j in range(len(nums) - 1, 0, -1):
        for i in range(j - 1, -1, -1):
            if nums[i] + nums[j] == target:
                return [i, j]
    return []
