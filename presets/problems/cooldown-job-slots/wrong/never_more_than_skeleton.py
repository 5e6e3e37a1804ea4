def fewest_slots(jobs, cooldown):
    count = {}
    for j in jobs:
        count[j] = count.get(j, 0) + 1
    top = max(count.values())
    at_top = sum(1 for c in count.values() if c == top)
    return (top - 1) * (cooldown + 1) + at_top  # too short when the gaps overflow
