def find_maximum_xor(nums):
    best = 0
    for i in range(len(nums)):
        a = nums[i]
        for j in range(i + 1, len(nums)):  # O(n^2)
            if a ^ nums[j] > best:
                best = a ^ nums[j]
    return best
