def binary_tree_paths(root):
    out = []
    path = []

    def walk(node):
        path.append(str(node.val))
        if node.left is None and node.right is None:  # a leaf: both children empty
            out.append("->".join(path))
        else:
            if node.left:
                walk(node.left)
            if node.right:
                walk(node.right)
        path.pop()

    if root:
        walk(root)
    return out
