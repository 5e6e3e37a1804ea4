def min_flips(a, b, c):
    flips = 0
    for bit in range(16):  # misses bits 16..29
        x, y, z = (a >> bit) & 1, (b >> bit) & 1, (c >> bit) & 1
        flips += (1 - (x | y)) if z else x + y
    return flips
