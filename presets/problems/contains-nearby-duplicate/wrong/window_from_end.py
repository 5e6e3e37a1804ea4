def contains_nearby_duplicate(nums, k):
    # Compares every index with the k before it, from the last index down: O(n · k), and O(k) only
    # when the last value has its duplicate within the window.
    for i in range(len(nums) - 1, 0, -1):
        for j in range(i - 1, max(-1, i - k - 1), -1):
            if nums[i] == nums[j]:
                return True
    return False
