from collections import deque


def shortest_path(grid, k):
    m, n = len(grid), len(grid[0])
    seen = [[False] * n for _ in range(m)]
    seen[0][0] = True
    q = deque([(0, 0, k, 0)])
    while q:
        r, c, left, d = q.popleft()
        if r == m - 1 and c == n - 1:
            return d
        for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if 0 <= nr < m and 0 <= nc < n and not seen[nr][nc]:
                nl = left - grid[nr][nc]
                if nl >= 0:
                    seen[nr][nc] = True
                    q.append((nr, nc, nl, d + 1))
    return -1
