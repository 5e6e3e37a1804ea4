def asteroid_collision(asteroids):
    # Rescans the whole row after every single collision: O(n^2).
    row = list(asteroids)
    changed = True
    while changed:
        changed = False
        for i in range(len(row) - 1):
            a, b = row[i], row[i + 1]
            if a > 0 and b < 0:
                if a > -b:
                    del row[i + 1]
                elif a < -b:
                    del row[i]
                else:
                    del row[i : i + 2]
                changed = True
                break
    return row
