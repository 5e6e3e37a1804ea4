def climb_stairs(n):
    before, current = 1, 1  # ways to reach step 0 and step 1
    for _ in range(n - 1):
        before, current = current, before + current
    return current
