def snake_levels(root):
    out = []
    level = [root] if root else []
    while level:
        vals = [node.val for node in level]
        out.append(vals[::-1] if len(out) % 2 else vals)
        nxt = []
        for node in level:  # always left to right
            if node.left:
                nxt.append(node.left)
            if node.right:
                nxt.append(node.right)
        level = nxt
    return out
