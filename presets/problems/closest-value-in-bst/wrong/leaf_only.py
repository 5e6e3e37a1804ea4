def closest_value(root, target):
    node = root
    while True:
        nxt = node.left if target < node.val else node.right
        if nxt is None:
            return node.val
        node = nxt
