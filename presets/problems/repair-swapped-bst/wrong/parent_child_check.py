def repair_bst(root):
    bad = []
    stack = [root]
    while stack:
        node = stack.pop()
        for child, is_left in ((node.left, True), (node.right, False)):
            if child:
                if (is_left and child.val > node.val) or (not is_left and child.val < node.val):
                    bad.append(node)  # only parent/child pairs are compared
                    bad.append(child)
                stack.append(child)
    if len(bad) >= 2:
        a, b = bad[0], bad[-1]
        a.val, b.val = b.val, a.val
    return root
