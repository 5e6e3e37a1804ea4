def merge_trees(a, b):
    if a is None:
        return b  # only one tree here: its whole subtree is used as is
    if b is None:
        return a
    node = TreeNode(a.val + b.val)
    node.left = merge_trees(a.left, b.left)
    node.right = merge_trees(a.right, b.right)
    return node
