def is_valid_bst(root):
    stack = [root] if root else []
    while stack:
        node = stack.pop()
        if node.left:
            if node.left.val >= node.val:
                return False
            stack.append(node.left)
        if node.right:
            if node.right.val <= node.val:
                return False
            stack.append(node.right)
    return True
