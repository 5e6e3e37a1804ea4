def flood_fill(image, row, col, color):
    old = image[row][col]
    m, n = len(image), len(image[0])
    seen = [(row, col)]  # a list: every `in` below scans it
    stack = [(row, col)]
    while stack:
        r, c = stack.pop()
        for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= nr < m and 0 <= nc < n and image[nr][nc] == old and (nr, nc) not in seen:
                seen.append((nr, nc))
                stack.append((nr, nc))
    for r, c in seen:
        image[r][c] = color
    return image
