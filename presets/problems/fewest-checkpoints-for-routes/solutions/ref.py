def fewest_checkpoints(routes):
    count = 0
    last = None
    for start, end in sorted(routes, key=lambda r: r[1]):
        if last is None or start > last:  # not served yet: checkpoint at its end
            last = end
            count += 1
    return count
