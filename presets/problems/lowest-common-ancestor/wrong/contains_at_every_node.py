def contains(node, value):
    if node is None:
        return False
    return node.val == value or contains(node.left, value) or contains(node.right, value)


def lowest_common_ancestor(root, p, q):
    node = root
    while True:
        if contains(node.left, p) and contains(node.left, q):
            node = node.left
        elif contains(node.right, p) and contains(node.right, q):
            node = node.right
        else:
            return node.val
