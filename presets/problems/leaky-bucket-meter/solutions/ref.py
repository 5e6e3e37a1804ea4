class LeakyBucket:
    def __init__(self, capacity, leak_rate):
        self.capacity = capacity
        self.rate = leak_rate
        self.water = 0
        self.last = 0

    def _drain(self, t):
        self.water = max(0, self.water - self.rate * (t - self.last))
        self.last = t

    def allow(self, t, amount):
        self._drain(t)
        if self.water + amount <= self.capacity:
            self.water += amount
            return True
        return False

    def level(self, t):
        self._drain(t)
        return self.water
