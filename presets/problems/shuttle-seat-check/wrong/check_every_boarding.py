def enough_seats(bookings, seats):
    for _, at, _ in bookings:
        load = 0
        for r, a, b in bookings:  # n bookings for each boarding point
            if a <= at < b:
                load += r
        if load > seats:
            return False
    return True
