def best_load(crates, capacity):
    total = 0
    for count, value in sorted(crates, key=lambda c: -c[1]):
        if count <= capacity:  # a kind that does not fit completely is skipped
            total += count * value
            capacity -= count
    return total
