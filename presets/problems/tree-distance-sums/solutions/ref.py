def sum_of_distances(n, edges):
    adj = [[] for _ in range(n)]
    for a, b in edges:
        adj[a].append(b)
        adj[b].append(a)
    parent = [-1] * n
    depth = [0] * n
    order = [0]  # BFS order from root 0: parents before children
    seen = [False] * n
    seen[0] = True
    for v in order:
        for u in adj[v]:
            if not seen[u]:
                seen[u] = True
                parent[u] = v
                depth[u] = depth[v] + 1
                order.append(u)
    size = [1] * n
    for v in reversed(order[1:]):
        size[parent[v]] += size[v]
    answer = [0] * n
    answer[0] = sum(depth)
    for v in order[1:]:
        # the size[v] nodes below v get 1 closer, the other n - size[v] get 1 farther
        answer[v] = answer[parent[v]] + n - 2 * size[v]
    return answer
