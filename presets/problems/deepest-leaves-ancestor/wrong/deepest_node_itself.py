def lca_deepest_leaves(root):
    level = [root]
    while True:  # the leftmost node of the last level
        nxt = [c for node in level for c in (node.left, node.right) if c]
        if not nxt:
            return level[0]
        level = nxt
