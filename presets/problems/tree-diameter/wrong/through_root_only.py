def diameter_of_binary_tree(root):
    # Assumes the longest path passes through the root.
    def h(n):
        return 0 if n is None else 1 + max(h(n.left), h(n.right))
    return 0 if root is None else h(root.left) + h(root.right)
