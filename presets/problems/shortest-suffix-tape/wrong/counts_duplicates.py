def tape_length(words):
    root = {}
    ends = []
    for w in words:  # every copy of a repeated word gets its own entry
        node = root
        for c in reversed(w):
            node = node.setdefault(c, {})
        ends.append((node, len(w)))
    return sum(length + 1 for node, length in ends if not node)
