def min_flips(a, b, c):
    flips = 0
    for bit in range(30):  # 10^9 < 2^30
        x, y, z = (a >> bit) & 1, (b >> bit) & 1, (c >> bit) & 1
        if z:
            flips += 1 - (x | y)  # one flip when neither has the bit
        else:
            flips += x + y  # every set bit must go
    return flips
