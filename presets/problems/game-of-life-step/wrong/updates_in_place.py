def life_after(board, steps):
    m, n = len(board), len(board[0])
    cur = [row[:] for row in board]
    for _ in range(steps):
        for i in range(m):
            for j in range(n):
                live = 0
                for di in (-1, 0, 1):
                    for dj in (-1, 0, 1):
                        if (di or dj) and 0 <= i + di < m and 0 <= j + dj < n:
                            live += cur[i + di][j + dj]
                cur[i][j] = 1 if live == 3 or (cur[i][j] and live == 2) else 0
    return cur
