def level_order(root):
    out = []
    depth = 0
    while True:
        level = []
        stack = [(root, 0)] if root else []
        while stack:
            node, d = stack.pop()
            if d == depth:
                level.append(node.val)
                continue
            for child in (node.right, node.left):
                if child:
                    stack.append((child, d + 1))
        if not level:
            return out
        out.append(level)
        depth += 1
