def fewest_slots(jobs, cooldown):
    count = {}
    for j in jobs:
        count[j] = count.get(j, 0) + 1
    top = max(count.values())
    at_top = sum(1 for c in count.values() if c == top)
    skeleton = (top - 1) * (cooldown + 1) + at_top
    return max(skeleton, len(jobs))  # when the gaps overflow, nothing idles
