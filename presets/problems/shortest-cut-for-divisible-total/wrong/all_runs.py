def min_run_to_remove(nums, p):
    n = len(nums)
    total = sum(nums)
    if total % p == 0:
        return 0
    best = n
    for i in range(n):  # every run (i, j]: O(n^2)
        run = 0
        for j in range(i, n):
            run += nums[j]
            if (total - run) % p == 0:
                best = min(best, j - i + 1)
    return best if best < n else -1
