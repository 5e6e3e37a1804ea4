MOD = 10**9 + 7


def unique_paths_with_obstacles(grid):
    cols = len(grid[0])
    ways = [0] * cols  # ways[c]: paths reaching (current row, c)
    ways[0] = 1
    for row in grid:
        for c in range(cols):
            if row[c] == 1:
                ways[c] = 0
            elif c > 0:
                ways[c] = (ways[c] + ways[c - 1]) % MOD
    return ways[-1]
