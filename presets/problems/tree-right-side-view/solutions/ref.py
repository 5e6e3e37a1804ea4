def right_side_view(root):
    out = []
    level = [root] if root else []
    while level:
        out.append(level[-1].val)  # the rightmost node of this level
        level = [c for node in level for c in (node.left, node.right) if c]
    return out
