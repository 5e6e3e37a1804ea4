class PrefixScoreBoard:
    def __init__(self):
        self.root = {}

    def set(self, name, score):
        node = self.root
        for c in name:
            node = node.setdefault(c, {})
        node["$"] = score

    def total(self, prefix):
        node = self.root
        for c in prefix:
            node = node.get(c)
            if node is None:
                return 0
        return node.get("$", 0)  # ignores the names that continue below
