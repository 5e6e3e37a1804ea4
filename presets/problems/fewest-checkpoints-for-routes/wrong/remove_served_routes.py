def fewest_checkpoints(routes):
    left = sorted(routes, key=lambda r: r[1])
    count = 0
    while left:
        at = left[0][1]
        count += 1
        left = [r for r in left if r[0] > at]  # rescans everything that is left
    return count
