def contains_nearby_duplicate(nums, k):
    for i in range(len(nums)):
        for j in range(i + 1, min(len(nums), i + k + 1)):  # O(n · k)
            if nums[i] == nums[j]:
                return True
    return False
