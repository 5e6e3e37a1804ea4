def snake_levels(root):
    out = []
    level = [root] if root else []
    while level:
        vals = [node.val for node in level]
        out.append(vals[::-1] if len(out) % 2 == 0 else vals)  # the wrong parity
        level = [k for node in level for k in (node.left, node.right) if k]
    return out
