def can_partition_k_subsets(nums, k):
    total = sum(nums)
    if total % k:
        return False
    target = total // k
    load = [0] * k
    for x in sorted(nums, reverse=True):
        for b in range(k):  # first bucket with room, never reconsidered
            if load[b] + x <= target:
                load[b] += x
                break
        else:
            return False
    return True
