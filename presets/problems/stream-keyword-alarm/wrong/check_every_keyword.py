class KeywordAlarm:
    def __init__(self, keywords):
        self.keywords = keywords
        self.stream = ""

    def push(self, letter):
        self.stream = (self.stream + letter)[-50:]
        return any(self.stream.endswith(w) for w in self.keywords)  # every keyword, every push
