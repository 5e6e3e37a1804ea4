def count_segments(gain, cap):
    total = 0
    n = len(gain)
    for start in range(n):
        prod = 1
        for end in range(start, n):  # walks the whole run of ones
            prod *= gain[end]
            if prod >= cap:
                break
            total += 1
    return total
