class LFUCache:
    def __init__(self, capacity):
        self.capacity = capacity
        self.values = {}
        self.meta = {}  # key -> [count, last use]
        self.clock = 0

    def _use(self, key):
        self.clock += 1
        self.meta[key][0] += 1
        self.meta[key][1] = self.clock

    def get(self, key):
        if key not in self.values:
            return -1
        self._use(key)
        return self.values[key]

    def put(self, key, value):
        if key in self.values:
            self.values[key] = value
            self._use(key)
            return
        if len(self.values) == self.capacity:
            victim = min(self.meta, key=lambda k: (self.meta[k][0], self.meta[k][1]))
            del self.values[victim]
            del self.meta[victim]
        self.clock += 1
        self.values[key] = value
        self.meta[key] = [1, self.clock]
