class WordDictionary:
    def __init__(self):
        self.words = []

    def add_word(self, word: str) -> None:
        self.words.append(word)

    def search(self, word: str) -> bool:
        for w in self.words:  # every stored word, every time
            if len(w) == len(word) and all(p == "." or p == c for p, c in zip(word, w)):
                return True
        return False
