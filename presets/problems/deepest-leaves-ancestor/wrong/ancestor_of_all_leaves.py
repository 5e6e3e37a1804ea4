def lca_deepest_leaves(root):
    def walk(node):
        """(subtree has a leaf, LCA of all its leaves)"""
        if node.left is None and node.right is None:
            return node
        if node.left and node.right:
            return node  # leaves on both sides: whatever their depth
        return walk(node.left or node.right)

    return walk(root)
