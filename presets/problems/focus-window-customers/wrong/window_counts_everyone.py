def max_happy_customers(customers, distracted, minutes):
    n = len(customers)
    happy = sum(c for c, d in zip(customers, distracted) if d == 0)
    # chooses the busiest window, not the one that wins back the most
    window = sum(customers[:minutes])
    best, best_start = window, 0
    for i in range(minutes, n):
        window += customers[i] - customers[i - minutes]
        if window > best:
            best, best_start = window, i - minutes + 1
    won = sum(customers[i] for i in range(best_start, best_start + minutes) if distracted[i])
    return happy + won
