def enough_seats(bookings, seats):
    return sum(r for r, _, _ in bookings) <= seats  # as if nobody ever got off
