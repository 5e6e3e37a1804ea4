def common_items(a, b):
    rest = list(a)
    out = []
    for x in b:
        if x in rest:  # linear search...
            rest.remove(x)  # ...and a linear delete: O(n) per item of b
            out.append(x)
    return out
