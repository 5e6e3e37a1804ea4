class PrefixScoreBoard:
    def __init__(self):
        self.root = {}

    def set(self, name, score):
        node = self.root
        for c in name:
            node = node.setdefault(c, {"$": 0})
            node["$"] += score  # the old score is never taken off

    def total(self, prefix):
        node = self.root
        for c in prefix:
            node = node.get(c)
            if node is None:
                return 0
        return node["$"]
