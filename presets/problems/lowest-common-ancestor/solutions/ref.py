def lowest_common_ancestor(root, p, q):
    # Iterative: record parents until both targets are seen (no recursion on deep trees).
    parent = {root.val: None}
    stack = [root]
    while p not in parent or q not in parent:
        node = stack.pop()
        for child in (node.left, node.right):
            if child is not None:
                parent[child.val] = node.val
                stack.append(child)
    ancestors = set()
    while p is not None:
        ancestors.add(p)
        p = parent[p]
    while q not in ancestors:
        q = parent[q]
    return q
