class PrefixScoreBoard:
    def __init__(self):
        self.root = {}     # letter -> child; "$" -> sum of scores below
        self.scores = {}   # name -> current score

    def set(self, name, score):
        delta = score - self.scores.get(name, 0)
        self.scores[name] = score
        node = self.root
        for c in name:
            node = node.setdefault(c, {"$": 0})
            node["$"] += delta

    def total(self, prefix):
        node = self.root
        for c in prefix:
            node = node.get(c)
            if node is None:
                return 0
        return node["$"]
