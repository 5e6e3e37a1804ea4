def rotate(nums, k):
    for _ in range(k % len(nums)):
        last = nums[-1]
        for i in range(len(nums) - 1, 0, -1):  # O(n) per step
            nums[i] = nums[i - 1]
        nums[0] = last
