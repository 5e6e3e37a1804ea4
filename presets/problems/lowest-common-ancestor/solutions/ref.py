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
    value = p
    while value is not None:
        ancestors.add(value)
        value = parent[value]
    value = q
    while value not in ancestors:
        value = parent[value]
    return value
