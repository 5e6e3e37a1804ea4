from bisect import bisect_left


def fnv1a(text):
    h = 2166136261
    for byte in text.encode():
        h = ((h ^ byte) * 16777619) & 0xFFFFFFFF
    return h


class ConsistentHashRing:
    def __init__(self, replicas: int):
        self.replicas = replicas
        self.nodes = set()
        self.points = []  # sorted (position, node)

    def add_node(self, node: str) -> None:
        if node in self.nodes:
            return
        self.nodes.add(node)
        self.points.extend((fnv1a(f"{node}#{i}"), node) for i in range(self.replicas))
        self.points.sort()

    def remove_node(self, node: str) -> None:
        if node not in self.nodes:
            return
        self.nodes.remove(node)
        self.points = [p for p in self.points if p[1] != node]

    def get_node(self, key: str) -> str:
        if not self.points:
            return ""
        i = bisect_left(self.points, (fnv1a(key), ""))
        return self.points[i % len(self.points)][1]
