def range_and(left, right):
    out = left
    for x in range(left + 1, right + 1):  # up to 2^31 numbers
        out &= x
        if out == 0:
            break
    return out
