def snake_levels(root):
    out = []
    level = [root] if root else []
    flip = False
    while level:
        out.append([node.val for node in level])
        nxt = []
        flip = not flip
        for node in level:  # the child order alternates, but the parents' order is kept
            kids = (node.right, node.left) if flip else (node.left, node.right)
            nxt += [k for k in kids if k]
        level = nxt
    return out
