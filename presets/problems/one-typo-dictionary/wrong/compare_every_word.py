class OneTypoDictionary:
    def __init__(self, words):
        self.words = words

    def matches(self, word):
        for w in self.words:  # every word for every query
            if len(w) == len(word) and sum(a != b for a, b in zip(w, word)) == 1:
                return True
        return False
