from collections import deque


def min_redirections(dirs):
    m, n = len(dirs), len(dirs[0])
    seen = [[False] * n for _ in range(m)]
    seen[0][0] = True
    dq = deque([(0, 0, 0)])
    while dq:
        d, r, c = dq.popleft()
        if r == m - 1 and c == n - 1:
            return d
        for dr, dc in ((0, 1), (0, -1), (1, 0), (-1, 0)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < m and 0 <= nc < n and not seen[nr][nc]:
                seen[nr][nc] = True
                dq.append((d + 1, nr, nc))  # every move costs 1, free walkways included
    return -1
