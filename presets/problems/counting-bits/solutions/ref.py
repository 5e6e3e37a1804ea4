def count_bits(n):
    ones = [0] * (n + 1)
    for i in range(1, n + 1):
        ones[i] = ones[i >> 1] + (i & 1)  # i without its last bit, plus that bit
    return ones
