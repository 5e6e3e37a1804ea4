def binary_tree_paths(root):
    out = []
    path = []

    def walk(node):
        path.append(str(node.val))
        if node.left is None or node.right is None:  # stops at a node with one child
            out.append("->".join(path))
        else:
            walk(node.left)
            walk(node.right)
        path.pop()

    if root:
        walk(root)
    return out
