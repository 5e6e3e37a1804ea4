def reverse(x):
    sign = -1 if x < 0 else 1
    digits = str(abs(x))[::-1]
    result = sign * int(digits)
    if not -(2**31) <= result <= 2**31 - 1:
        return 0  # the reversed value does not fit in 32 bits
    return result
