def earliest_harvest(ripe, m, k):
    for day in sorted(set(ripe)):  # up to n days, O(n) each
        crates = run = 0
        for r in ripe:
            if r <= day:
                run += 1
                if run == k:
                    crates += 1
                    run = 0
            else:
                run = 0
        if crates >= m:
            return day
    return -1
