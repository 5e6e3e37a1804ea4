def right_side_view(root):
    out = []
    depth = 0
    while True:
        seen = None
        stack = [(root, 0)] if root else []
        while stack:
            node, d = stack.pop()
            if d == depth:
                seen = node.val  # left to right, so the last one is the rightmost
                continue
            for child in (node.right, node.left):
                if child:
                    stack.append((child, d + 1))
        if seen is None:
            return out
        out.append(seen)
        depth += 1
