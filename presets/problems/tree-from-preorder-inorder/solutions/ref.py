def build_tree(preorder, inorder):
    # Iterative (a 3000-deep chain would exceed Python's default recursion limit): the stack holds
    # the path of nodes whose right child is still open; inorder tells when to pop.
    if not preorder:
        return None
    root = TreeNode(preorder[0])
    stack = [root]
    j = 0
    for v in preorder[1:]:
        node = stack[-1]
        if node.val != inorder[j]:
            node.left = TreeNode(v)
            stack.append(node.left)
        else:
            while stack and stack[-1].val == inorder[j]:
                node = stack.pop()
                j += 1
            node.right = TreeNode(v)
            stack.append(node.right)
    return root
