class CountingTrie:
    def __init__(self):
        self.counts = {}

    def insert(self, word):
        self.counts[word] = self.counts.get(word, 0) + 1

    def count_words(self, word):
        return self.counts.get(word, 0)

    def count_prefix(self, prefix):
        return sum(c for w, c in self.counts.items() if w.startswith(prefix))

    def erase(self, word):
        self.counts[word] -= 1
