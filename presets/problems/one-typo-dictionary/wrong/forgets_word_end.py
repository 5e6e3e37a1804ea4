class OneTypoDictionary:
    def __init__(self, words):
        self.root = {}
        for w in words:
            node = self.root
            for c in w:
                node = node.setdefault(c, {})
            node["$"] = True

    def matches(self, word):
        node = self.root
        for i, ch in enumerate(word):
            for c, child in node.items():
                if c != ch and c != "$" and self._exact(child, word, i + 1):
                    return True
            node = node.get(ch)
            if node is None:
                return False
        return False

    @staticmethod
    def _exact(node, word, start):
        for j in range(start, len(word)):
            node = node.get(word[j])
            if node is None:
                return False
        return True  # a longer word passing through here is not a match
