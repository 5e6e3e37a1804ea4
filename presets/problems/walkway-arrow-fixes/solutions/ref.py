from collections import deque


def min_redirections(dirs):
    m, n = len(dirs), len(dirs[0])
    moves = {1: (0, 1), 2: (0, -1), 3: (1, 0), 4: (-1, 0)}
    INF = float("inf")
    dist = [[INF] * n for _ in range(m)]
    dist[0][0] = 0
    dq = deque([(0, 0, 0)])
    while dq:
        d, r, c = dq.popleft()
        if d > dist[r][c]:
            continue  # a stale entry
        if r == m - 1 and c == n - 1:
            return d
        for k, (dr, dc) in moves.items():
            nr, nc = r + dr, c + dc
            if 0 <= nr < m and 0 <= nc < n:
                w = 0 if dirs[r][c] == k else 1
                if d + w < dist[nr][nc]:
                    dist[nr][nc] = d + w
                    if w == 0:
                        dq.appendleft((d, nr, nc))
                    else:
                        dq.append((d + 1, nr, nc))
    return dist[m - 1][n - 1]
