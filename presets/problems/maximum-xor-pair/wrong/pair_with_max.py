def find_maximum_xor(nums):
    # wrong: assumes the best pair contains the largest number
    top = max(nums)
    return max(top ^ x for x in nums)
