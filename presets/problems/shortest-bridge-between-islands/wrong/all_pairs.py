def shortest_bridge(grid):
    m, n = len(grid), len(grid[0])
    seen = [[False] * n for _ in range(m)]
    start = next((r, c) for r in range(m) for c in range(n) if grid[r][c] == 1)
    seen[start[0]][start[1]] = True
    stack = [start]
    first = [start]
    while stack:
        i, j = stack.pop()
        for a, b in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1)):
            if 0 <= a < m and 0 <= b < n and grid[a][b] == 1 and not seen[a][b]:
                seen[a][b] = True
                stack.append((a, b))
                first.append((a, b))
    second = [(r, c) for r in range(m) for c in range(n) if grid[r][c] == 1 and not seen[r][c]]
    # every pair of cells: O(|A| * |B|)
    return min(abs(r1 - r2) + abs(c1 - c2) for r1, c1 in first for r2, c2 in second) - 1
