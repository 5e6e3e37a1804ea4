def least_bricks(wall):
    joints = {}
    for row in wall:
        pos = 0
        for width in row:  # includes the right edge of the wall
            pos += width
            joints[pos] = joints.get(pos, 0) + 1
    return len(wall) - max(joints.values())
