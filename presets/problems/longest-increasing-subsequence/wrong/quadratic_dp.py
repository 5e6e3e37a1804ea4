def length_of_lis(nums):
    best = [1] * len(nums)
    for i in range(len(nums)):
        for j in range(i):  # O(n^2)
            if nums[j] < nums[i] and best[j] + 1 > best[i]:
                best[i] = best[j] + 1
    return max(best)
