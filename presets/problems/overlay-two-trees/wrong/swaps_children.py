def merge_trees(a, b):
    if a is None:
        return b
    if b is None:
        return a
    node = TreeNode(a.val + b.val)
    node.left = merge_trees(a.left, b.right)  # crossed
    node.right = merge_trees(a.right, b.left)
    return node
