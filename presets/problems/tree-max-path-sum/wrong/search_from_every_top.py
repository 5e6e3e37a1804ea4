def max_path_sum(root):
    def best_down(node):
        # best chain sum starting at node going down, by an explicit post-order over its subtree
        order, stack = [], [node]
        while stack:
            cur = stack.pop()
            order.append(cur)
            stack += [c for c in (cur.left, cur.right) if c]
        val = {}
        for cur in reversed(order):
            kids = [val[id(c)] for c in (cur.left, cur.right) if c]
            val[id(cur)] = cur.val + max([0] + kids)
        return val[id(node)]

    best = root.val
    stack = [root]
    while stack:
        node = stack.pop()
        l = max(0, best_down(node.left)) if node.left else 0
        r = max(0, best_down(node.right)) if node.right else 0
        best = max(best, node.val + l + r)
        stack += [c for c in (node.left, node.right) if c]
    return best
