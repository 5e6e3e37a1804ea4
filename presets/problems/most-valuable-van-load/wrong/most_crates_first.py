def best_load(crates, capacity):
    total = 0
    for count, value in sorted(crates, key=lambda c: -c[0]):  # by count, not by value
        take = min(count, capacity)
        total += take * value
        capacity -= take
    return total
