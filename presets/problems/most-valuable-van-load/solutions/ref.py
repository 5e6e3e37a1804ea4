def best_load(crates, capacity):
    total = 0
    for count, value in sorted(crates, key=lambda c: -c[1]):
        take = min(count, capacity)
        total += take * value
        capacity -= take
        if capacity == 0:
            break
    return total
