class WordDictionary:
    def __init__(self):
        self.root = {}  # letter -> child node; "$" marks the end of a word

    def add_word(self, word: str) -> None:
        node = self.root
        for c in word:
            node = node.setdefault(c, {})
        node["$"] = True

    def search(self, word: str) -> bool:
        stack = [(self.root, 0)]
        while stack:
            node, i = stack.pop()
            if i == len(word):
                if "$" in node:  # a whole word, not just a prefix
                    return True
                continue
            c = word[i]
            if c == ".":
                for key, child in node.items():  # every child
                    if key != "$":
                        stack.append((child, i + 1))
            elif c in node:
                stack.append((node[c], i + 1))
        return False
