def fewest_checkpoints(routes):
    count = 0
    last = None
    for start, end in sorted(routes, key=lambda r: r[1]):
        if last is None or start >= last:  # a checkpoint on the start is not counted
            last = end
            count += 1
    return count
