from collections import deque


def shortest_path_all_keys(grid):
    m, n = len(grid), len(grid[0])
    total = 0
    for r in range(m):
        for c in range(n):
            ch = grid[r][c]
            if ch == "@":
                start = (r, c)
            elif ch.islower():
                total |= 1 << (ord(ch) - 97)
    seen = set([(start[0], start[1], 0)])
    q = deque([(start[0], start[1], 0)])
    steps = 0
    while q:
        for _ in range(len(q)):
            r, c, mask = q.popleft()
            if mask == total:
                return steps
            for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if not (0 <= nr < m and 0 <= nc < n):
                    continue
                ch = grid[nr][nc]
                if ch == "#":
                    continue
                if ch.isupper() and not mask >> (ord(ch) - 65) & 1:
                    continue
                nm = mask | (1 << (ord(ch) - 97)) if ch.islower() else mask
                if (nr, nc, nm) not in seen:
                    seen.add((nr, nc, nm))
                    q.append((nr, nc, nm))
        steps += 1
    return -1
