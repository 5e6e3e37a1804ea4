def fewest_slots(jobs, cooldown):
    count = {}
    for j in jobs:
        count[j] = count.get(j, 0) + 1
    kinds = list(count)
    ready = {k: 0 for k in kinds}
    left = len(jobs)
    t = 0
    while left:
        best = None
        for k in kinds:  # every kind, every slot
            if count[k] and ready[k] <= t and (best is None or count[k] > count[best]):
                best = k
        if best is not None:
            count[best] -= 1
            ready[best] = t + cooldown + 1
            left -= 1
        t += 1
    return t
