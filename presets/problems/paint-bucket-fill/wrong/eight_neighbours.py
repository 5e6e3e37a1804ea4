def flood_fill(image, row, col, color):
    old = image[row][col]
    if old == color:
        return image
    m, n = len(image), len(image[0])
    image[row][col] = color
    stack = [(row, col)]
    while stack:
        r, c = stack.pop()
        for dr in (-1, 0, 1):  # diagonals too
            for dc in (-1, 0, 1):
                nr, nc = r + dr, c + dc
                if 0 <= nr < m and 0 <= nc < n and image[nr][nc] == old:
                    image[nr][nc] = color
                    stack.append((nr, nc))
    return image
