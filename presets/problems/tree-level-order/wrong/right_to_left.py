def level_order(root):
    if root is None:
        return []
    out, level = [], [root]
    while level:
        out.append([node.val for node in level])
        nxt = []
        for node in level:
            for child in (node.right, node.left):
                if child:
                    nxt.append(child)
        level = nxt
    return out
