def single_number(nums):
    acc = 0
    for x in nums:
        acc ^= x  # wrong: three copies XOR to the value itself, not to 0
    return acc
