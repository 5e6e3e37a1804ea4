from bisect import bisect_right


def fnv1a(text):
    h = 2166136261
    for byte in text.encode():
        h = ((h ^ byte) * 16777619) & 0xFFFFFFFF
    return h


class ConsistentHashRing:
    def __init__(self, replicas):
        self.replicas = replicas
        self.nodes = set()
        self.positions = []
        self.owner = {}

    def add_node(self, node):
        if node in self.nodes:
            return
        self.nodes.add(node)
        for i in range(self.replicas):
            p = fnv1a(f"{node}#{i}")
            if p not in self.owner or node < self.owner[p]:
                self.owner[p] = node
        self.positions = sorted(self.owner)

    def remove_node(self, node):
        if node not in self.nodes:
            return
        self.nodes.remove(node)
        self.owner = {}
        for other in sorted(self.nodes):
            for i in range(self.replicas):
                self.owner.setdefault(fnv1a(f"{other}#{i}"), other)
        self.positions = sorted(self.owner)

    def get_node(self, key):
        if not self.positions:
            return ""
        i = bisect_right(self.positions, fnv1a(key))
        return self.owner[self.positions[i % len(self.positions)]]
