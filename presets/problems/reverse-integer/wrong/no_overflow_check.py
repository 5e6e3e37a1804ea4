def reverse(x):
    sign = -1 if x < 0 else 1
    return sign * int(str(abs(x))[::-1])  # wrong: may not fit in 32 bits
