import heapq


def build_order(n, deps):
    waiting = [0] * n  # unbuilt dependencies per module (one per listed edge)
    users = [[] for _ in range(n)]  # modules that depend on this one
    for a, b in deps:
        waiting[a] += 1
        users[b].append(a)
    ready = [v for v in range(n) if waiting[v] == 0]
    heapq.heapify(ready)
    order = []
    while ready:
        v = heapq.heappop(ready)  # the smallest buildable module
        order.append(v)
        for u in users[v]:
            waiting[u] -= 1
            if waiting[u] == 0:
                heapq.heappush(ready, u)
    return order if len(order) == n else []
