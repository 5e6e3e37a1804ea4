from collections import deque


def shortest_path_all_keys(grid):
    m, n = len(grid), len(grid[0])
    keys = set()
    for r in range(m):
        for c in range(n):
            if grid[r][c] == "@":
                pos = (r, c)
            elif grid[r][c].islower():
                keys.add(grid[r][c])
    held = set()
    total = 0
    while len(held) < len(keys):
        dist = {pos: 0}
        q = deque([pos])
        found = None
        while q and found is None:
            r, c = q.popleft()
            for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if not (0 <= nr < m and 0 <= nc < n) or (nr, nc) in dist:
                    continue
                ch = grid[nr][nc]
                if ch == "#" or (ch.isupper() and ch.lower() not in held):
                    continue
                dist[(nr, nc)] = dist[(r, c)] + 1
                if ch.islower() and ch not in held:
                    found = (nr, nc)
                    break
                q.append((nr, nc))
        if found is None:
            return -1
        total += dist[found]
        held.add(grid[found[0]][found[1]])
        pos = found
    return total
