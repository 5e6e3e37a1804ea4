def reverse_bits(word):
    return int(bin(word)[2:][::-1], 2)  # bin() has no leading zeros
