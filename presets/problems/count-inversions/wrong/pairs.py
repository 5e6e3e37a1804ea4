def count_inversions(nums):
    # Checks every pair: O(n^2).
    n = len(nums)
    return sum(1 for i in range(n) for j in range(i + 1, n) if nums[i] > nums[j])
