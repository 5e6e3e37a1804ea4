def first_missing_positive(nums):
    k = 1
    while k in nums:  # a linear scan per candidate: O(n^2) when 1..n are all present
        k += 1
    return k
