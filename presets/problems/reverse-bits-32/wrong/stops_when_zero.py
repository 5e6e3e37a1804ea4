def reverse_bits(word):
    out = 0
    while word:  # the remaining rounds would shift out into place
        out = (out << 1) | (word & 1)
        word >>= 1
    return out
