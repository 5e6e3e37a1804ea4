from collections import OrderedDict, defaultdict


class LFUCache:
    def __init__(self, capacity: int):
        self.capacity = capacity
        self.values = {}
        self.counts = {}
        self.groups = defaultdict(OrderedDict)  # count -> keys, least recent first
        self.min_count = 0

    def _touch(self, key):
        count = self.counts[key]
        group = self.groups[count]
        del group[key]
        if not group:
            del self.groups[count]
            if self.min_count == count:
                self.min_count = count + 1
        self.counts[key] = count + 1
        self.groups[count + 1][key] = None

    def get(self, key: int) -> int:
        if key not in self.values:
            return -1
        self._touch(key)
        return self.values[key]

    def put(self, key: int, value: int) -> None:
        if key in self.values:
            self.values[key] = value
            self._touch(key)
            return
        if len(self.values) == self.capacity:
            group = self.groups[self.min_count]
            victim, _ = group.popitem(last=False)
            if not group:
                del self.groups[self.min_count]
            del self.values[victim]
            del self.counts[victim]
        self.values[key] = value
        self.counts[key] = 1
        self.groups[1][key] = None
        self.min_count = 1
