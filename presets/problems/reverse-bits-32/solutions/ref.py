def reverse_bits(word):
    out = 0
    for _ in range(32):  # all 32 bits, leading zeros included
        out = (out << 1) | (word & 1)
        word >>= 1
    return out
