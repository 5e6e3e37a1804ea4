class CountingTrie:
    def __init__(self):
        self.root = {"#": [0, 0]}

    def insert(self, word):
        node = self.root
        for c in word:
            node = node.setdefault(c, {"#": [0, 0]})
            node["#"][0] += 1
        node["#"][1] += 1

    def _find(self, word):
        node = self.root
        for c in word:
            node = node.get(c)
            if node is None:
                return None
        return node

    def count_words(self, word):
        node = self._find(word)
        return node["#"][1] if node else 0

    def count_prefix(self, prefix):
        node = self._find(prefix)
        return node["#"][0] if node else 0

    def erase(self, word):
        self._find(word)["#"][1] -= 1
