from typing import List


class LoadBalancer:
    """Cycles through a list holding each server `weight` times in a row: a burst per server."""

    def __init__(self, names: List[str], weights: List[int]):
        self.names = list(names)
        self.weight = dict(zip(names, weights))
        self.up = set(names)
        self.pos = 0

    def _ring(self):
        return [n for n in self.names if n in self.up for _ in range(self.weight[n])]

    def next(self) -> str:
        ring = self._ring()
        if not ring:
            return ""
        name = ring[self.pos % len(ring)]
        self.pos += 1
        return name

    def mark_down(self, name: str) -> None:
        self.up.discard(name)

    def mark_up(self, name: str) -> None:
        self.up.add(name)

    def set_weight(self, name: str, weight: int) -> None:
        self.weight[name] = weight
