def range_sum(root, low, high):
    total = 0
    stack = [root] if root else []
    while stack:
        node = stack.pop()
        if low < node.val < high:  # the bounds themselves are left out
            total += node.val
        if node.val > low and node.left:
            stack.append(node.left)
        if node.val < high and node.right:
            stack.append(node.right)
    return total
