def max_path_sum(root):
    down = {}
    best = 0
    stack = [(root, False)]
    while stack:
        node, done = stack.pop()
        if not done:
            stack.append((node, True))
            stack += [(c, False) for c in (node.left, node.right) if c]
            continue
        left = max(0, down[id(node.left)]) if node.left else 0
        right = max(0, down[id(node.right)]) if node.right else 0
        best = max(best, node.val + left + right)
        down[id(node)] = node.val + max(left, right)
    return best
