def is_valid_bst(root):
    def values(node):
        out, stack = [], [node] if node else []
        while stack:
            cur = stack.pop()
            out.append(cur.val)
            stack += [c for c in (cur.left, cur.right) if c]
        return out

    stack = [root] if root else []
    while stack:
        node = stack.pop()
        if node.left and max(values(node.left)) >= node.val:
            return False
        if node.right and min(values(node.right)) <= node.val:
            return False
        stack += [c for c in (node.left, node.right) if c]
    return True
