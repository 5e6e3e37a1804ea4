def closest_value(root, target):
    best = root.val
    node = root
    while node:
        if abs(node.val - target) <= abs(best - target):
            best = node.val
        node = node.left if target < node.val else node.right
    return best
