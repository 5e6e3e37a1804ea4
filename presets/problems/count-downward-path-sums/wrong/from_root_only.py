def count_paths(root, target):
    count = 0
    stack = [(root, 0)] if root else []
    while stack:
        node, s = stack.pop()
        s += node.val
        if s == target:  # only paths that start at the root
            count += 1
        for child in (node.left, node.right):
            if child:
                stack.append((child, s))
    return count
