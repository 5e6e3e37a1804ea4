def range_and(left, right):
    shift = 0
    while left != right:  # strip the bits below the common prefix
        left >>= 1
        right >>= 1
        shift += 1
    return left << shift
