def least_bricks(wall):
    width = sum(wall[0])
    row_joints = []
    for row in wall:
        pos, joints = 0, set()
        for w in row[:-1]:
            pos += w
            joints.add(pos)
        row_joints.append(joints)
    best = len(wall)
    for x in range(1, width):  # every position of a wall up to 2^31 - 1 wide
        crossed = sum(1 for joints in row_joints if x not in joints)
        best = min(best, crossed)
    return best
