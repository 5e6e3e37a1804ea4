def flood_fill(image, row, col, color):
    old = image[row][col]
    if old == color:
        return image
    m, n = len(image), len(image[0])
    image[row][col] = color
    stack = [(row, col)]
    while stack:
        r, c = stack.pop()
        for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= nr < m and 0 <= nc < n and image[nr][nc] == old:
                image[nr][nc] = color  # painting marks it visited
                stack.append((nr, nc))
    return image
