def minutes_until_all_mouldy(grid):
    m, n = len(grid), len(grid[0])
    grid = [row[:] for row in grid]
    minutes = 0
    while True:
        # one full scan of the grid per minute
        infect = []
        for r in range(m):
            for c in range(n):
                if grid[r][c] == 1 and any(
                    0 <= nr < m and 0 <= nc < n and grid[nr][nc] == 2
                    for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
                ):
                    infect.append((r, c))
        if not infect:
            break
        for r, c in infect:
            grid[r][c] = 2
        minutes += 1
    if any(1 in row for row in grid):
        return -1
    return minutes
