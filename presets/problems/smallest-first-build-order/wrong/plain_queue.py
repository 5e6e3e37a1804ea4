from collections import deque


def build_order(n, deps):
    waiting = [0] * n
    users = [[] for _ in range(n)]
    for a, b in deps:
        waiting[a] += 1
        users[b].append(a)
    ready = deque(v for v in range(n) if waiting[v] == 0)  # FIFO, not smallest-first
    order = []
    while ready:
        v = ready.popleft()
        order.append(v)
        for u in users[v]:
            waiting[u] -= 1
            if waiting[u] == 0:
                ready.append(u)
    return order if len(order) == n else []
