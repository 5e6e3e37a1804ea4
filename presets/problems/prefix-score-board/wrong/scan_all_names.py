class PrefixScoreBoard:
    def __init__(self):
        self.scores = {}

    def set(self, name, score):
        self.scores[name] = score

    def total(self, prefix):
        # every name, every query
        return sum(s for name, s in self.scores.items() if name.startswith(prefix))
