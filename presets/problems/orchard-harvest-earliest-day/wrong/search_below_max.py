def earliest_harvest(ripe, m, k):
    if m * k > len(ripe):
        return -1

    def crates_on(day):
        crates = run = 0
        for r in ripe:
            run = run + 1 if r <= day else 0
            if run == k:
                crates += 1
                run = 0
        return crates

    lo, hi = min(ripe), max(ripe) - 1  # the last day itself is never a candidate
    while lo < hi:
        mid = (lo + hi) // 2
        if crates_on(mid) >= m:
            hi = mid
        else:
            lo = mid + 1
    return lo
