def single_number(nums):
    result = 0
    for bit in range(32):
        if sum((x >> bit) & 1 for x in nums) % 3:
            result |= 1 << bit
    return result  # wrong: bit 31 set means a negative number, not 2^31 + …
