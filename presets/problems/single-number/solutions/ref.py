def single_number(nums):
    acc = 0
    for x in nums:
        acc ^= x  # pairs cancel: x ^ x == 0
    return acc
