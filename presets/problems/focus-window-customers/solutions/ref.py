def max_happy_customers(customers, distracted, minutes):
    happy = 0
    for c, d in zip(customers, distracted):
        if d == 0:
            happy += c
    # customers the coffee wins back in the window ending at minute i
    won = 0
    for i in range(minutes):
        won += customers[i] * distracted[i]
    best = won
    for i in range(minutes, len(customers)):
        won += customers[i] * distracted[i] - customers[i - minutes] * distracted[i - minutes]
        if won > best:
            best = won
    return happy + best
