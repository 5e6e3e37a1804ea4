class BloomFilter:
    def __init__(self, m, k):
        self.m = m
        self.k = k
        self.bits = bytearray(m)
        self.count = 0

    def _positions(self, s):
        h1 = 2166136261
        h2 = 5381
        for c in s.encode():
            h1 = ((h1 ^ c) * 16777619) & 0xFFFFFFFF
            h2 = (h2 * 33 + c) & 0xFFFFFFFF
        return [((h1 + i * h2) & 0xFFFFFFFF) % self.m for i in range(self.k)]

    def add(self, s):
        for p in self._positions(s):
            if not self.bits[p]:
                self.bits[p] = 1
                self.count += 1

    def might_contain(self, s):
        return all(self.bits[p] for p in self._positions(s))

    def bits_set(self):
        return self.count
