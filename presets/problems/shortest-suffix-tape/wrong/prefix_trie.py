def tape_length(words):
    root = {}
    ends = []
    for w in set(words):
        node = root
        for c in w:  # should walk the word backwards
            node = node.setdefault(c, {})
        ends.append((node, len(w)))
    return sum(length + 1 for node, length in ends if not node)
