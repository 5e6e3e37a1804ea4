def largest_island(grid):
    m, n = len(grid), len(grid[0])

    def island_at(r, c):
        seen = [[False] * n for _ in range(m)]
        seen[r][c] = True
        size = 0
        stack = [(r, c)]
        while stack:
            i, j = stack.pop()
            size += 1
            for a, b in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1)):
                if 0 <= a < m and 0 <= b < n and grid[a][b] == 1 and not seen[a][b]:
                    seen[a][b] = True
                    stack.append((a, b))
        return size

    best = 0
    has_sea = False
    for r in range(m):
        for c in range(n):
            if grid[r][c] == 0:
                has_sea = True
                grid[r][c] = 1  # fill it and search again from scratch
                best = max(best, island_at(r, c))
                grid[r][c] = 0
    return best if has_sea else m * n
