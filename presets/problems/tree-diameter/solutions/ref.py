def diameter_of_binary_tree(root):
    # Iterative post-order so a 10^4-deep chain does not hit Python's recursion limit.
    best = 0
    height = {None: 0}
    stack = [(root, False)] if root else []
    while stack:
        node, done = stack.pop()
        if done:
            l, r = height[node.left], height[node.right]
            best = max(best, l + r)
            height[node] = 1 + max(l, r)
        else:
            stack.append((node, True))
            if node.left:
                stack.append((node.left, False))
            if node.right:
                stack.append((node.right, False))
    return best
