def count_paths(root, target):
    if root is None:
        return 0
    seen = {0: 1}
    count = 0
    stack = [(root, 0)]
    while stack:
        node, prefix = stack.pop()
        prefix += node.val
        count += seen.get(prefix - target, 0)
        seen[prefix] = seen.get(prefix, 0) + 1  # never removed: other branches see it too
        if node.right:
            stack.append((node.right, prefix))
        if node.left:
            stack.append((node.left, prefix))
    return count
