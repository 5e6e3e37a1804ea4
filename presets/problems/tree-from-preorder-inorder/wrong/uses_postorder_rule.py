def build_tree(preorder, inorder):
    # Takes the root from the END of preorder (the postorder rule).
    if not preorder:
        return None
    root = TreeNode(preorder[-1])
    m = inorder.index(preorder[-1])
    root.left = build_tree(preorder[:m], inorder[:m])
    root.right = build_tree(preorder[m:-1], inorder[m + 1 :])
    return root
