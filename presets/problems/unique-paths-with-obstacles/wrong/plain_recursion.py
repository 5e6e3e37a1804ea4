def unique_paths_with_obstacles(grid):
    rows, cols = len(grid), len(grid[0])

    def paths(r, c):  # no memo: the same cell is re-counted exponentially often
        if r >= rows or c >= cols or grid[r][c]:
            return 0
        if r == rows - 1 and c == cols - 1:
            return 1
        return paths(r + 1, c) + paths(r, c + 1)

    return paths(0, 0) % (10**9 + 7)
