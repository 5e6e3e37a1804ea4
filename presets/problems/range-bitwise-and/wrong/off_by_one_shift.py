def range_and(left, right):
    shift = 0
    while left != right:
        left >>= 1
        right >>= 1
        shift += 1
    if shift:
        left >>= 1  # one shift too many
        shift += 1
    return left << shift
