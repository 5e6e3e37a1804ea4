def fewest_squares(area):
    count = 0
    while area:
        s = int(area ** 0.5)
        while s * s > area:
            s -= 1
        area -= s * s  # the biggest square first
        count += 1
    return count
