def closest_value(root, target):
    best = root.val
    node = root
    while node:
        d, bd = abs(node.val - target), abs(best - target)
        if d < bd or (d == bd and node.val < best):
            best = node.val
        node = node.left if target < node.val else node.right
    return best
