def least_bricks(wall):
    joints = {}
    for row in wall:
        pos = 0
        for width in row[:-1]:  # the last brick ends at the wall's edge
            pos += width
            joints[pos] = joints.get(pos, 0) + 1
    best = max(joints.values(), default=0)
    return len(wall) - best
