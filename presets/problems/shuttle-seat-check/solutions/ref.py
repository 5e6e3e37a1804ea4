def enough_seats(bookings, seats):
    events = []
    for riders, board, alight in bookings:
        events.append((board, riders))
        events.append((alight, -riders))
    events.sort()  # at one position the negative changes (getting off) come first
    load = 0
    for _, change in events:
        load += change
        if load > seats:
            return False
    return True
