class MinStack:
    def __init__(self):
        self.items = []
        self.mins = []  # mins[i] = min(items[0..=i])

    def push(self, val: int) -> None:
        self.items.append(val)
        self.mins.append(val if not self.mins else min(val, self.mins[-1]))

    def pop(self) -> None:
        self.items.pop()
        self.mins.pop()

    def top(self) -> int:
        return self.items[-1]

    def get_min(self) -> int:
        return self.mins[-1]
