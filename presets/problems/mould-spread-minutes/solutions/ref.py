def minutes_until_all_mouldy(grid):
    m, n = len(grid), len(grid[0])
    grid = [row[:] for row in grid]
    fresh = 0
    level = []
    for r in range(m):
        for c in range(n):
            if grid[r][c] == 1:
                fresh += 1
            elif grid[r][c] == 2:
                level.append((r, c))
    minutes = 0
    while level and fresh > 0:
        nxt = []
        for r, c in level:
            for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if 0 <= nr < m and 0 <= nc < n and grid[nr][nc] == 1:
                    grid[nr][nc] = 2
                    fresh -= 1
                    nxt.append((nr, nc))
        level = nxt
        minutes += 1
    return -1 if fresh > 0 else minutes
