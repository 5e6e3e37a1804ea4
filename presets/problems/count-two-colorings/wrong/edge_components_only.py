def count_colorings(n, edges):
    adj = [[] for _ in range(n)]
    for u, v in edges:
        adj[u].append(v)
        adj[v].append(u)
    color = [-1] * n
    ways = 1
    for s in range(n):
        if color[s] != -1 or not adj[s]:
            continue
        ways = ways * 2 % (10**9 + 7)
        color[s] = 0
        stack = [s]
        while stack:
            u = stack.pop()
            for v in adj[u]:
                if color[v] == -1:
                    color[v] = 1 - color[u]
                    stack.append(v)
                elif color[v] == color[u]:
                    return 0
    return ways
