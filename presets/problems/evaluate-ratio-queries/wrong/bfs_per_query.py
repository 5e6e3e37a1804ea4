from collections import deque


def calc_equation(equations, values, queries):
    graph = {}
    for (a, b), v in zip(equations, values):
        graph.setdefault(a, []).append((b, v))
        graph.setdefault(b, []).append((a, 1.0 / v))
    out = []
    for c, d in queries:  # a fresh BFS for every query
        if c not in graph or d not in graph:
            out.append(-1.0)
            continue
        ratio = {c: 1.0}
        queue = deque([c])
        while queue and d not in ratio:
            x = queue.popleft()
            for y, w in graph[x]:
                if y not in ratio:
                    ratio[y] = ratio[x] / w
                    queue.append(y)
        out.append(1.0 / ratio[d] if d in ratio else -1.0)
    return out
