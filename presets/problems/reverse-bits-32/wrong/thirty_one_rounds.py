def reverse_bits(word):
    out = 0
    for _ in range(31):  # one round short
        out = (out << 1) | (word & 1)
        word >>= 1
    return out
