class MinStack:
    def __init__(self):
        self.items = []
        self.minimum = None

    def push(self, val):
        self.items.append(val)
        if self.minimum is None or val < self.minimum:
            self.minimum = val

    def pop(self):
        self.items.pop()
        if not self.items:
            self.minimum = None

    def top(self):
        return self.items[-1]

    def get_min(self):
        return self.minimum
