def snake_levels(root):
    out = []
    level = [root] if root else []
    while level:
        out.append([node.val for node in level])  # never reversed
        level = [k for node in level for k in (node.left, node.right) if k]
    return out
