def is_valid_bst(root):
    # Iterative in-order walk: values must increase strictly. No sentinel, so int extremes are fine.
    stack, node, prev = [], root, None
    while stack or node:
        while node:
            stack.append(node)
            node = node.left
        node = stack.pop()
        if prev is not None and node.val <= prev:
            return False
        prev = node.val
        node = node.right
    return True
