def minimum_xor_sum(a, b):
    free = list(b)
    total = 0
    for x in a:  # each takes its best partner now, never reconsidered
        j = min(range(len(free)), key=lambda k: x ^ free[k])
        total += x ^ free.pop(j)
    return total
