def is_symmetric(root):
    # Compares left with left instead of mirroring: checks that both subtrees are equal.
    def same(a, b):
        if a is None or b is None:
            return a is b
        return a.val == b.val and same(a.left, b.left) and same(a.right, b.right)
    return root is None or same(root.left, root.right)
