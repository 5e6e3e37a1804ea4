def total_hamming_distance(nums):
    n = len(nums)
    total = 0
    for bit in range(16):  # misses the bits above 2^15
        ones = sum((x >> bit) & 1 for x in nums)
        total += ones * (n - ones)
    return total
