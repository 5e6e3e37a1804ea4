def nearest_leaf_depth(root):
    if root is None:
        return 0
    level, depth = [root], 0  # edges, not nodes
    while level:
        nxt = []
        for node in level:
            if node.left is None and node.right is None:
                return depth
            nxt += [c for c in (node.left, node.right) if c]
        level, depth = nxt, depth + 1
    return depth
