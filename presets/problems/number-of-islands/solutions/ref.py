def num_islands(grid):
    rows, cols = len(grid), len(grid[0])
    unvisited = [bytearray(ch == "1" for ch in line) for line in grid]  # 1 = land not yet visited
    count = 0
    for row in range(rows):
        for col in range(cols):
            if not unvisited[row][col]:
                continue
            count += 1
            unvisited[row][col] = 0
            stack = [(row, col)]
            while stack:
                i, j = stack.pop()
                if i > 0 and unvisited[i - 1][j]:
                    unvisited[i - 1][j] = 0
                    stack.append((i - 1, j))
                if i + 1 < rows and unvisited[i + 1][j]:
                    unvisited[i + 1][j] = 0
                    stack.append((i + 1, j))
                if j > 0 and unvisited[i][j - 1]:
                    unvisited[i][j - 1] = 0
                    stack.append((i, j - 1))
                if j + 1 < cols and unvisited[i][j + 1]:
                    unvisited[i][j + 1] = 0
                    stack.append((i, j + 1))
    return count
