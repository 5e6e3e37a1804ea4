def flatten(lst, depth=1):
    out = []

    def walk(items, d):
        for item in items:
            if isinstance(item, list) and d > 0:
                walk(item, d - 1)
            else:
                out.append(item)

    walk(lst, depth)
    return out
