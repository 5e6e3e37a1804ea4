def max_party_fun(root):
    sums = [0, 0]  # even levels, odd levels
    level, depth = [root] if root else [], 0
    while level:
        sums[depth % 2] += sum(node.val for node in level)
        level = [c for node in level for c in (node.left, node.right) if c]
        depth += 1
    return max(sums)
