def best_load(crates, capacity):
    used = [False] * len(crates)
    total = 0
    while capacity > 0:
        best = -1
        for i, (count, value) in enumerate(crates):  # a full scan per kind loaded
            if not used[i] and (best < 0 or value > crates[best][1]):
                best = i
        if best < 0:
            break
        used[best] = True
        take = min(crates[best][0], capacity)
        total += take * crates[best][1]
        capacity -= take
    return total
