def merge_trees(a, b):
    if a is None:
        return None if b is None else TreeNode(b.val)  # b's node, without its children
    if b is None:
        return a
    node = TreeNode(a.val + b.val)
    node.left = merge_trees(a.left, b.left)
    node.right = merge_trees(a.right, b.right)
    return node
