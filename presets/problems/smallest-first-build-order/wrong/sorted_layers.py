def build_order(n, deps):
    waiting = [0] * n
    users = [[] for _ in range(n)]
    for a, b in deps:
        waiting[a] += 1
        users[b].append(a)
    layer = sorted(v for v in range(n) if waiting[v] == 0)
    order = []
    while layer:
        order += layer  # a whole layer before anything it unlocks
        nxt = []
        for v in layer:
            for u in users[v]:
                waiting[u] -= 1
                if waiting[u] == 0:
                    nxt.append(u)
        layer = sorted(nxt)
    return order if len(order) == n else []
