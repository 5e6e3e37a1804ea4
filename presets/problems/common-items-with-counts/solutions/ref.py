def common_items(a, b):
    if len(a) > len(b):
        a, b = b, a  # count the shorter list
    left = {}
    for x in a:
        left[x] = left.get(x, 0) + 1
    out = []
    for x in b:
        if left.get(x, 0) > 0:
            left[x] -= 1
            out.append(x)
    return out
