def right_side_view(root):
    out = []
    node = root
    while node:
        out.append(node.val)
        node = node.right
    return out
