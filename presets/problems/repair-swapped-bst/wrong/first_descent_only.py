def repair_bst(root):
    prev = None
    stack, node = [], root
    while stack or node:
        while node:
            stack.append(node)
            node = node.left
        node = stack.pop()
        if prev is not None and prev.val > node.val:
            prev.val, node.val = node.val, prev.val  # fixes only the first descent
            return root
        prev = node
        node = node.right
    return root
