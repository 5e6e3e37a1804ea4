class StudioCalendar:
    def __init__(self):
        self.booked = []

    def book(self, start, end):
        meets = sum(1 for a, b in self.booked if max(a, start) < min(b, end))
        if meets >= 2:  # the two it meets may never overlap each other
            return False
        self.booked.append((start, end))
        return True
