def shared_prefix(tags):
    root = {}
    for t in tags:
        node = root
        for c in t:
            node = node.setdefault(c, {})
    out = []
    node = root
    while len(node) == 1:  # a tag may end at this node
        c, node = next(iter(node.items()))
        out.append(c)
    return "".join(out)
