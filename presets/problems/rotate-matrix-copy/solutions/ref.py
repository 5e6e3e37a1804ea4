def rotate(matrix):
    m, n = len(matrix), len(matrix[0])
    return [[matrix[m - 1 - i][j] for i in range(m)] for j in range(n)]
