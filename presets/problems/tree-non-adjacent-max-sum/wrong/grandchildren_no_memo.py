def max_party_fun(root):
    def best(node):  # recomputed for every ancestor path: exponential in the depth
        if node is None:
            return 0
        take = node.val
        for child in (node.left, node.right):
            if child:
                take += best(child.left) + best(child.right)
        return max(take, best(node.left) + best(node.right))

    return best(root)
