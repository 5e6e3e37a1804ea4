def reverse(x):
    s = str(x)[::-1]
    if s.endswith("-"):
        s = s[:-1]  # wrong: drops the sign instead of moving it to the front
    result = int(s)
    return result if -(2**31) <= result <= 2**31 - 1 else 0
