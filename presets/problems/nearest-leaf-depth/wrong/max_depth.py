def nearest_leaf_depth(root):
    level, depth = ([root], 0) if root else ([], 0)
    while level:  # goes all the way down
        depth += 1
        level = [c for node in level for c in (node.left, node.right) if c]
    return depth
