def total_hamming_distance(nums):
    n = len(nums)
    total = 0
    for bit in range(30):
        ones = sum((x >> bit) & 1 for x in nums)
        total += 2 * ones * (n - ones)  # counts (i, j) and (j, i)
    return total
