def shared_prefix(tags):
    # trie of all tags: a node is a dict of children, "$" marks a tag's end
    root = {}
    for t in tags:
        node = root
        for c in t:
            node = node.setdefault(c, {})
        node["$"] = True
    out = []
    node = root
    while len(node) == 1 and "$" not in node:  # one way down, and no tag ends here
        c, node = next(iter(node.items()))
        out.append(c)
    return "".join(out)
