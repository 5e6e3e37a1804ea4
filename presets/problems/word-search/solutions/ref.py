from collections import Counter


def exist(board, word):
    rows, cols = len(board), len(board[0])
    have = Counter(ch for row in board for ch in row)
    if any(have[ch] < k for ch, k in Counter(word).items()):
        return False  # not enough letters at all: skip the search
    if have[word[0]] > have[word[-1]]:
        word = word[::-1]  # start from the rarer end: fewer starting points
    grid = [list(row) for row in board]

    def walk(r, c, i):
        if grid[r][c] != word[i]:
            return False
        if i == len(word) - 1:
            return True
        grid[r][c] = "#"  # mark the cell as used on the current path
        found = any(
            0 <= nr < rows and 0 <= nc < cols and walk(nr, nc, i + 1)
            for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1))
        )
        grid[r][c] = word[i]
        return found

    return any(walk(r, c, 0) for r in range(rows) for c in range(cols))
