def nearest_leaf_depth(root):
    # post-order with an explicit stack; an empty child counts as depth 0
    if root is None:
        return 0
    depth = {}
    stack = [(root, False)]
    while stack:
        node, done = stack.pop()
        if done:
            l = depth.get(id(node.left), 0) if node.left else 0
            r = depth.get(id(node.right), 0) if node.right else 0
            depth[id(node)] = 1 + min(l, r)  # a one-child node looks like a leaf
        else:
            stack.append((node, True))
            for child in (node.left, node.right):
                if child:
                    stack.append((child, False))
    return depth[id(root)]
