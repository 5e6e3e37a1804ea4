def max_party_fun(root):
    if root is None:
        return 0
    order = [root]  # BFS order: every node comes after its parent
    for node in order:
        if node.left:
            order.append(node.left)
        if node.right:
            order.append(node.right)
    best = {None: (0, 0)}  # node -> (best with it chosen, best without it)
    for node in reversed(order):
        lt, ls = best[node.left]
        rt, rs = best[node.right]
        best[node] = (node.val + ls + rs, max(lt, ls) + max(rt, rs))
    return max(best[root])
