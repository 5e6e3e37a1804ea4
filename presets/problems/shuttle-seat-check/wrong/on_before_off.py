def enough_seats(bookings, seats):
    events = []
    for riders, board, alight in bookings:
        events.append((board, 0, riders))  # boarding sorts first
        events.append((alight, 1, -riders))
    events.sort()
    load = 0
    for _, _, change in events:
        load += change
        if load > seats:
            return False
    return True
