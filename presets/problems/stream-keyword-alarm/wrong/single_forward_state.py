class KeywordAlarm:
    def __init__(self, keywords):
        self.root = {}
        for w in keywords:
            node = self.root
            for c in w:
                node = node.setdefault(c, {})
            node["$"] = True
        self.at = self.root

    def push(self, letter):
        nxt = self.at.get(letter)
        if nxt is None:
            nxt = self.root.get(letter, self.root)  # restart: earlier starts are forgotten
        self.at = nxt
        if "$" in self.at:
            hit = True
            if len(self.at) == 1:
                self.at = self.root
            return hit
        return False
