def range_sum(root, low, high):
    total = 0
    stack = [root] if root else []
    while stack:
        node = stack.pop()
        if node.val < low:
            if node.right:
                stack.append(node.right)  # the left subtree is even smaller
        elif node.val > high:
            if node.left:
                stack.append(node.left)
        else:
            total += node.val
            if node.left:
                stack.append(node.left)
            if node.right:
                stack.append(node.right)
    return total
