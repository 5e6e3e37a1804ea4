def merge_trees(a, b):
    if a is None or b is None:
        return None  # a node present in only one tree is dropped
    node = TreeNode(a.val + b.val)
    node.left = merge_trees(a.left, b.left)
    node.right = merge_trees(a.right, b.right)
    return node
