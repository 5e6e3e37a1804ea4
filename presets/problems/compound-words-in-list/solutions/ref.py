def compound_words(words):
    root = {}  # trie of the words seen so far (all shorter); "$" marks a word's end
    out = []
    for w in sorted(words, key=len):
        n = len(w)
        ok = [False] * (n + 1)
        ok[0] = True
        for i in range(n):
            if not ok[i]:
                continue
            node = root
            for j in range(i, n):
                node = node.get(w[j])
                if node is None:
                    break
                if "$" in node:
                    ok[j + 1] = True
        if ok[n] and root:
            out.append(w)
        node = root
        for c in w:
            node = node.setdefault(c, {})
        node["$"] = True
    return out
