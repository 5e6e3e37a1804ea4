def max_path_sum(root):
    # Iterative post-order (the tree may be too deep for recursion): down[node] is the best sum of
    # a chain that starts at node and only goes down.
    down = {}
    best = root.val
    stack = [(root, False)]
    while stack:
        node, children_done = stack.pop()
        if not children_done:
            stack.append((node, True))
            for child in (node.left, node.right):
                if child:
                    stack.append((child, False))
            continue
        left = max(0, down.pop(id(node.left), 0)) if node.left else 0
        right = max(0, down.pop(id(node.right), 0)) if node.right else 0
        best = max(best, node.val + left + right)
        down[id(node)] = node.val + max(left, right)
    return best
