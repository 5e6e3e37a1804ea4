def range_sum(root, low, high):
    total = 0
    stack = [root] if root else []
    while stack:
        node = stack.pop()
        if node.val < low:
            if node.left:  # the values in range are on the right
                stack.append(node.left)
        elif node.val > high:
            if node.right:
                stack.append(node.right)
        else:
            total += node.val
            stack += [c for c in (node.left, node.right) if c]
    return total
