def rotate(matrix):
    m, n = len(matrix), len(matrix[0])
    return [[matrix[i][n - 1 - j] for i in range(m)] for j in range(n)]
