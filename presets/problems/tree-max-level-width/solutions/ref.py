def width_of_binary_tree(root):
    if root is None:
        return 0
    best = 0
    level = [(root, 0)]  # (node, position re-based to the level's leftmost node)
    while level:
        first = level[0][1]
        best = max(best, level[-1][1] - first + 1)
        nxt = []
        for node, pos in level:
            pos -= first
            if node.left:
                nxt.append((node.left, 2 * pos))
            if node.right:
                nxt.append((node.right, 2 * pos + 1))
        level = nxt
    return best
