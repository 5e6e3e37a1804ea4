def fewest_slots(jobs, cooldown):
    count = {}
    for j in jobs:
        count[j] = count.get(j, 0) + 1
    top = max(count.values())
    return max((top - 1) * (cooldown + 1) + 1, len(jobs))  # other kinds at the top count are forgotten
