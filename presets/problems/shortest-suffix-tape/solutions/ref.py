def tape_length(words):
    root = {}
    ends = []  # (node where a reversed word ends, its length)
    for w in set(words):
        node = root
        for c in reversed(w):
            node = node.setdefault(c, {})
        ends.append((node, len(w)))
    # a word is printed when its node is a leaf: no other word extends it to the left
    return sum(length + 1 for node, length in ends if not node)
