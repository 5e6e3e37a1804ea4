def replace_words(roots, sentence):
    trie = {}
    for r in roots:
        node = trie
        for c in r:
            node = node.setdefault(c, {})
        node["$"] = True  # a root ends here
    out = []
    for word in sentence.split(" "):
        node, cut = trie, None
        for i, c in enumerate(word):
            node = node.get(c)
            if node is None:
                break
            if "$" in node:  # the first root met is the shortest
                cut = i + 1
                break
        out.append(word[:cut] if cut else word)
    return " ".join(out)
