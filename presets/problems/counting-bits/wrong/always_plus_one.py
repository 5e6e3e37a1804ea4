def count_bits(n):
    ones = [0] * (n + 1)
    for i in range(1, n + 1):
        ones[i] = ones[i >> 1] + 1  # wrong: adds 1 even when the dropped bit is 0
    return ones
