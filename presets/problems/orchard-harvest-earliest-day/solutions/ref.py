def earliest_harvest(ripe, m, k):
    if m * k > len(ripe):
        return -1

    def crates_on(day):
        crates = run = 0
        for r in ripe:
            if r <= day:
                run += 1
                if run == k:
                    crates += 1
                    run = 0
            else:
                run = 0
        return crates

    lo, hi = min(ripe), max(ripe)  # hi always works once m·k <= n
    while lo < hi:
        mid = (lo + hi) // 2
        if crates_on(mid) >= m:
            hi = mid
        else:
            lo = mid + 1
    return lo
