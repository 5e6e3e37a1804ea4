def width_of_binary_tree(root):
    best = 0
    level = [root] if root else []
    while level:
        best = max(best, len(level))  # gaps are not counted
        level = [c for node in level for c in (node.left, node.right) if c]
    return best
