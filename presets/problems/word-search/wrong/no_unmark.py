def exist(board, word):
    rows, cols = len(board), len(board[0])
    used = set()

    def walk(r, c, i):
        if not (0 <= r < rows and 0 <= c < cols) or (r, c) in used or board[r][c] != word[i]:
            return False
        if i == len(word) - 1:
            return True
        used.add((r, c))  # wrong: never removed, so a failed branch blocks cells for later ones
        return any(walk(nr, nc, i + 1) for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)))

    return any(walk(r, c, 0) for r in range(rows) for c in range(cols))
