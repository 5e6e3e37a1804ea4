def common_items(a, b):
    return list(set(a) & set(b))  # each common code once, repeats lost
