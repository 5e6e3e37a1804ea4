def find_words(board, words):
    grid = [list(row) for row in board]
    m, n = len(grid), len(grid[0])

    def occurs(word):
        def dfs(r, c, i):
            if grid[r][c] != word[i]:
                return False
            if i + 1 == len(word):
                return True
            ch, grid[r][c] = grid[r][c], "#"
            hit = any(
                0 <= nr < m and 0 <= nc < n and dfs(nr, nc, i + 1)
                for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1))
            )
            grid[r][c] = ch
            return hit

        return any(dfs(r, c, 0) for r in range(m) for c in range(n))

    return sorted(w for w in words if occurs(w))
