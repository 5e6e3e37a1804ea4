def sum_of_distances(n, edges):
    adj = [[] for _ in range(n)]
    for a, b in edges:
        adj[a].append(b)
        adj[b].append(a)
    answer = []
    for src in range(n):  # O(n) per node
        dist = [-1] * n
        dist[src] = 0
        queue = [src]
        for v in queue:
            for u in adj[v]:
                if dist[u] < 0:
                    dist[u] = dist[v] + 1
                    queue.append(u)
        answer.append(sum(dist))
    return answer
