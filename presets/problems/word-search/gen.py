"""A board of up to 6 × 6 letters from a small alphabet and a word: half the time read along a
random self-avoiding path of the board (found), otherwise random letters (usually not found)."""


def generate(n, rng):
    n = max(n, 1)
    rows, cols = rng.randint(1, min(n, 6)), rng.randint(1, min(n, 6))
    letters = "ABC"[: rng.randint(2, 3)]
    board = [[rng.choice(letters) for _ in range(cols)] for _ in range(rows)]
    length = rng.randint(1, min(15, rows * cols + 1))
    if rng.random() < 0.5:
        r, c = rng.randrange(rows), rng.randrange(cols)
        path = [(r, c)]
        while len(path) < length:
            steps = [(r + dr, c + dc) for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))]
            steps = [(a, b) for a, b in steps if 0 <= a < rows and 0 <= b < cols and (a, b) not in path]
            if not steps:
                break
            r, c = rng.choice(steps)
            path.append((r, c))
        word = "".join(board[a][b] for a, b in path)
    else:
        word = "".join(rng.choice(letters) for _ in range(length))
    return [board, word]


def valid(args):
    board, word = args
    if not (type(board) is list and 1 <= len(board) <= 6 and type(board[0]) is list):
        return False
    cols = len(board[0])
    ok = 1 <= cols <= 6 and all(
        type(row) is list and len(row) == cols and all(type(ch) is str and len(ch) == 1 and ch.isalpha() for ch in row)
        for row in board
    )
    return ok and type(word) is str and 1 <= len(word) <= 15 and word.isalpha()
