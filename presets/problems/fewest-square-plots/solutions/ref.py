def fewest_squares(area):
    squares = [s * s for s in range(1, int(area ** 0.5) + 2) if s * s <= area]
    f = [0] * (area + 1)
    for a in range(1, area + 1):
        best = a  # a plots of area 1
        for sq in squares:
            if sq > a:
                break
            if f[a - sq] + 1 < best:
                best = f[a - sq] + 1
        f[a] = best
    return f[area]
