def kth_smallest(root, k):
    stack, node, seen = [], root, 0
    last = None
    while stack or node:
        while node:
            stack.append(node)
            node = node.left
        node = stack.pop()
        last = node.val
        if seen == k:
            return node.val
        seen += 1
        node = node.right
    return last
