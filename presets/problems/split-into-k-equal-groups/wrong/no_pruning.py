def can_partition_k_subsets(nums, k):
    total = sum(nums)
    if total % k:
        return False
    target = total // k
    load = [0] * k

    def place(i):
        if i == len(nums):
            return all(x == target for x in load)
        for b in range(k):  # every bucket, every time: k^n
            if load[b] + nums[i] <= target:
                load[b] += nums[i]
                if place(i + 1):
                    return True
                load[b] -= nums[i]
        return False

    return place(0)
