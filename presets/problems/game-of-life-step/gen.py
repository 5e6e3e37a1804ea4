"""Random m x n boards (m, n <= size) with about a third alive, 0..3 steps for small sizes."""


def generate(n, rng):
    n = max(n, 1)
    m = rng.randint(1, n)
    k = rng.randint(1, n)
    board = [[1 if rng.random() < 0.35 else 0 for _ in range(k)] for _ in range(m)]
    steps = rng.randint(0, 3) if n <= 6 else 20
    return [board, steps]


def valid(args):
    board, steps = args
    return (1 <= len(board) <= 50 and 1 <= len(board[0]) <= 50
            and all(len(r) == len(board[0]) and set(r) <= {0, 1} for r in board) and 0 <= steps <= 20)
