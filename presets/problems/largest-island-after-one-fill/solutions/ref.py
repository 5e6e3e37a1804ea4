def largest_island(grid):
    m, n = len(grid), len(grid[0])
    label = [[0] * n for _ in range(m)]
    area = [0]  # area[k] for island k >= 1
    for r in range(m):
        for c in range(n):
            if grid[r][c] == 1 and label[r][c] == 0:
                k = len(area)
                label[r][c] = k
                size = 0
                stack = [(r, c)]
                while stack:
                    i, j = stack.pop()
                    size += 1
                    for a, b in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1)):
                        if 0 <= a < m and 0 <= b < n and grid[a][b] == 1 and label[a][b] == 0:
                            label[a][b] = k
                            stack.append((a, b))
                area.append(size)
    best = max(area)  # no fill at all (an all-land map)
    for r in range(m):
        for c in range(n):
            if grid[r][c] == 0:
                seen = set()
                for a, b in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                    if 0 <= a < m and 0 <= b < n and label[a][b]:
                        seen.add(label[a][b])
                best = max(best, 1 + sum(area[k] for k in seen))
    return best
