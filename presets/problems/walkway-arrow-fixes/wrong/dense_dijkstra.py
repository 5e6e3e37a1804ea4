def min_redirections(dirs):
    m, n = len(dirs), len(dirs[0])
    moves = {1: (0, 1), 2: (0, -1), 3: (1, 0), 4: (-1, 0)}
    N = m * n
    INF = float("inf")
    dist = [INF] * N
    done = [False] * N
    dist[0] = 0
    for _ in range(N):
        u, best = -1, INF
        for v in range(N):  # O(m·n) scan per settled tile
            if not done[v] and dist[v] < best:
                u, best = v, dist[v]
        if u == -1:
            break
        done[u] = True
        r, c = divmod(u, n)
        for k, (dr, dc) in moves.items():
            nr, nc = r + dr, c + dc
            if 0 <= nr < m and 0 <= nc < n:
                v = nr * n + nc
                dist[v] = min(dist[v], best + (0 if dirs[r][c] == k else 1))
    return dist[N - 1]
