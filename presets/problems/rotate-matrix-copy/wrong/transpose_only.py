def rotate(matrix):
    return [list(col) for col in zip(*matrix)]
