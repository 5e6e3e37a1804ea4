def fnv1a(text):
    h = 2166136261
    for byte in text.encode():
        h = ((h ^ byte) * 16777619) & 0xFFFFFFFF
    return h


class ConsistentHashRing:
    def __init__(self, replicas):
        self.replicas = replicas
        self.points = {}  # node -> its positions

    def add_node(self, node):
        if node not in self.points:
            self.points[node] = [fnv1a(f"{node}#{i}") for i in range(self.replicas)]

    def remove_node(self, node):
        self.points.pop(node, None)

    def get_node(self, key):
        h = fnv1a(key)
        best = lowest = None
        for node, positions in self.points.items():
            for p in positions:
                if p >= h and (best is None or (p, node) < best):
                    best = (p, node)
                if lowest is None or (p, node) < lowest:
                    lowest = (p, node)
        choice = best or lowest
        return choice[1] if choice else ""
