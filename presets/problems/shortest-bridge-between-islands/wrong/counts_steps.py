def shortest_bridge(grid):
    m, n = len(grid), len(grid[0])
    seen = [[False] * n for _ in range(m)]
    start = next((r, c) for r in range(m) for c in range(n) if grid[r][c] == 1)
    seen[start[0]][start[1]] = True
    stack = [start]
    level = [start]
    while stack:
        i, j = stack.pop()
        for a, b in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1)):
            if 0 <= a < m and 0 <= b < n and grid[a][b] == 1 and not seen[a][b]:
                seen[a][b] = True
                stack.append((a, b))
                level.append((a, b))
    steps = 0
    while level:
        steps += 1  # counts the step onto the other island as well
        nxt = []
        for i, j in level:
            for a, b in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1)):
                if 0 <= a < m and 0 <= b < n and not seen[a][b]:
                    if grid[a][b] == 1:
                        return steps
                    seen[a][b] = True
                    nxt.append((a, b))
        level = nxt
    return -1
