def max_happy_customers(customers, distracted, minutes):
    n = len(customers)
    base = sum(c for c, d in zip(customers, distracted) if d == 0)
    best = 0
    for start in range(n - minutes + 1):
        won = 0
        for i in range(start, start + minutes):  # minutes steps per start
            if distracted[i]:
                won += customers[i]
        best = max(best, won)
    return base + best
