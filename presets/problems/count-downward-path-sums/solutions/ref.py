def count_paths(root, target):
    if root is None:
        return 0
    seen = {0: 1}  # prefix sums on the current root-to-node chain (the empty prefix included)
    count = 0
    stack = [(root, 0, False)]
    while stack:
        node, prefix, leaving = stack.pop()
        if leaving:
            seen[prefix] -= 1  # the chain no longer contains this node
            continue
        prefix += node.val
        count += seen.get(prefix - target, 0)
        seen[prefix] = seen.get(prefix, 0) + 1
        stack.append((node, prefix, True))
        if node.right:
            stack.append((node.right, prefix, False))
        if node.left:
            stack.append((node.left, prefix, False))
    return count
