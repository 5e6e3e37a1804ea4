def missing_number(nums):
    # A linear scan per candidate, from n down: O(n^2) in general, O(n) when the missing value
    # is near the top.
    for k in range(len(nums), -1, -1):
        if k not in nums:
            return k
