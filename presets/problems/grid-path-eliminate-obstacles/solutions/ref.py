from collections import deque


def shortest_path(grid, k):
    m, n = len(grid), len(grid[0])
    if k >= m + n - 2:
        return m + n - 2
    best = [[-1] * n for _ in range(m)]
    best[0][0] = k
    q = deque([(0, 0, k)])
    steps = 0
    while q:
        for _ in range(len(q)):
            r, c, left = q.popleft()
            if r == m - 1 and c == n - 1:
                return steps
            for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= nr < m and 0 <= nc < n:
                    nl = left - grid[nr][nc]
                    if nl > best[nr][nc]:
                        best[nr][nc] = nl
                        q.append((nr, nc, nl))
        steps += 1
    return -1
