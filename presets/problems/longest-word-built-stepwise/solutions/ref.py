def longest_word(words):
    root = {}
    for w in words:
        node = root
        for c in w:
            node = node.setdefault(c, {})
        node["$"] = w  # a word ends here
    best = ""
    stack = [root]  # DFS through marked nodes only
    while stack:
        node = stack.pop()
        for c, nxt in node.items():
            if c != "$" and "$" in nxt:
                w = nxt["$"]
                if len(w) > len(best) or (len(w) == len(best) and w < best):
                    best = w
                stack.append(nxt)
    return best
