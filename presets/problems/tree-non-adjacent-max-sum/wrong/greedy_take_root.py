def max_party_fun(root):
    total = 0
    stack = [(root, False)] if root else []
    while stack:
        node, parent_taken = stack.pop()
        take = not parent_taken  # greedy: take whenever allowed
        if take:
            total += node.val
        for child in (node.left, node.right):
            if child:
                stack.append((child, take))
    return total
