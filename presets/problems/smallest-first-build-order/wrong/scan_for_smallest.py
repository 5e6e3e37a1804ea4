def build_order(n, deps):
    waiting = [0] * n
    users = [[] for _ in range(n)]
    for a, b in deps:
        waiting[a] += 1
        users[b].append(a)
    built = [False] * n
    order = []
    for _ in range(n):
        v = next((x for x in range(n) if not built[x] and waiting[x] == 0), -1)  # O(n) per step
        if v < 0:
            return []
        built[v] = True
        order.append(v)
        for u in users[v]:
            waiting[u] -= 1
    return order
