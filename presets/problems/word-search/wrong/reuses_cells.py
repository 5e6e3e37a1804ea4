def exist(board, word):
    rows, cols = len(board), len(board[0])

    def walk(r, c, i):
        if not (0 <= r < rows and 0 <= c < cols) or board[r][c] != word[i]:
            return False
        if i == len(word) - 1:
            return True
        # wrong: nothing marks (r, c) as used, so a path may step back onto it
        return any(walk(nr, nc, i + 1) for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)))

    return any(walk(r, c, 0) for r in range(rows) for c in range(cols))
