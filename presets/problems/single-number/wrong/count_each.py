def single_number(nums):
    for x in nums:
        if nums.count(x) == 1:  # O(n) per element
            return x
