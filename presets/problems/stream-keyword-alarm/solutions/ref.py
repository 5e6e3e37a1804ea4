class KeywordAlarm:
    def __init__(self, keywords):
        self.root = {}  # trie of the reversed keywords; "$" marks a keyword's end
        self.longest = 0
        for w in keywords:
            node = self.root
            for c in reversed(w):
                node = node.setdefault(c, {})
            node["$"] = True
            self.longest = max(self.longest, len(w))
        self.stream = []

    def push(self, letter):
        self.stream.append(letter)
        if len(self.stream) > 2 * self.longest:  # only the last `longest` letters matter
            del self.stream[: len(self.stream) - self.longest]
        node = self.root
        for i in range(len(self.stream) - 1, -1, -1):
            node = node.get(self.stream[i])
            if node is None:
                return False
            if "$" in node:
                return True
        return False
