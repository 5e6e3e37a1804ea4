def good_nodes(root):
    count = 0
    stack = [(root, root.val)]
    while stack:
        node, parent_val = stack.pop()
        if node.val >= parent_val:  # only the parent is checked
            count += 1
        for child in (node.left, node.right):
            if child:
                stack.append((child, node.val))
    return count
