def nearest_leaf_depth(root):
    if root is None:
        return 0
    level, depth = [root], 1
    while level:
        nxt = []
        for node in level:
            if node.left is None and node.right is None:
                return depth  # the first leaf met, level by level
            if node.left:
                nxt.append(node.left)
            if node.right:
                nxt.append(node.right)
        level, depth = nxt, depth + 1
    return depth
