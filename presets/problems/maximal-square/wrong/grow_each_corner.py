def maximal_square(matrix):
    rows, cols = len(matrix), len(matrix[0])
    best = 0
    for r in range(rows):
        for c in range(cols):
            k = 1
            # grows a square from every corner, re-checking all its cells: O((mn) · k^3)
            while r + k <= rows and c + k <= cols and all(
                matrix[i][j] == 1 for i in range(r, r + k) for j in range(c, c + k)
            ):
                best = max(best, k)
                k += 1
    return best * best
