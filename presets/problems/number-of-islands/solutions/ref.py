def num_islands(grid):
    rows, cols = len(grid), len(grid[0])
    seen = [bytearray(c == "1" for c in row) for row in grid]  # 1 = unvisited land
    count = 0
    for r in range(rows):
        for c in range(cols):
            if not seen[r][c]:
                continue
            count += 1
            seen[r][c] = 0
            stack = [(r, c)]
            while stack:
                i, j = stack.pop()
                if i > 0 and seen[i - 1][j]:
                    seen[i - 1][j] = 0
                    stack.append((i - 1, j))
                if i + 1 < rows and seen[i + 1][j]:
                    seen[i + 1][j] = 0
                    stack.append((i + 1, j))
                if j > 0 and seen[i][j - 1]:
                    seen[i][j - 1] = 0
                    stack.append((i, j - 1))
                if j + 1 < cols and seen[i][j + 1]:
                    seen[i][j + 1] = 0
                    stack.append((i, j + 1))
    return count
