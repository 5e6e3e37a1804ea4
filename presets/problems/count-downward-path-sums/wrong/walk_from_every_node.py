def count_paths(root, target):
    # every node starts a walk down its whole subtree: O(n * h)
    count = 0
    starts = [root] if root else []
    while starts:
        start = starts.pop()
        walk = [(start, 0)]
        while walk:
            node, s = walk.pop()
            s += node.val
            if s == target:
                count += 1
            for child in (node.left, node.right):
                if child:
                    walk.append((child, s))
        for child in (start.left, start.right):
            if child:
                starts.append(child)
    return count
