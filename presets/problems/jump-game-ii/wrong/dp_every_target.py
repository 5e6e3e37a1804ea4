def jump(nums):
    n = len(nums)
    best = [0] + [float("inf")] * (n - 1)
    for i in range(n):
        for j in range(i + 1, min(n, i + nums[i] + 1)):  # O(n · max jump)
            if best[i] + 1 < best[j]:
                best[j] = best[i] + 1
    return best[-1]
