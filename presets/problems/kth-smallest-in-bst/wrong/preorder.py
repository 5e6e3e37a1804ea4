def kth_smallest(root, k):
    stack = [root]
    while stack:
        node = stack.pop()
        k -= 1
        if k == 0:
            return node.val
        for child in (node.right, node.left):
            if child:
                stack.append(child)
