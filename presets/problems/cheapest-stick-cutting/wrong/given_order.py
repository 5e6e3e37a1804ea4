def min_cost(length, cuts):
    ends = [0, length]
    total = 0
    for c in cuts:  # the listed order, not the best one
        ends.sort()
        for a, b in zip(ends, ends[1:]):
            if a < c < b:
                total += b - a
                break
        ends.append(c)
    return total
