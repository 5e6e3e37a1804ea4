def missing_number(nums):
    acc = len(nums)
    for i, x in enumerate(nums):
        acc ^= i ^ x  # every index 0..n meets its equal value except the missing one
    return acc
