def num_islands_after(m, n, positions):
    land = [[False] * n for _ in range(m)]
    answer = []
    for r, c in positions:
        land[r][c] = True
        seen = [[False] * n for _ in range(m)]
        count = 0
        for i in range(m):  # a full recount after every operation
            for j in range(n):
                if land[i][j] and not seen[i][j]:
                    count += 1
                    seen[i][j] = True
                    stack = [(i, j)]
                    while stack:
                        a, b = stack.pop()
                        for x, y in ((a - 1, b), (a + 1, b), (a, b - 1), (a, b + 1)):
                            if 0 <= x < m and 0 <= y < n and land[x][y] and not seen[x][y]:
                                seen[x][y] = True
                                stack.append((x, y))
        answer.append(count)
    return answer
