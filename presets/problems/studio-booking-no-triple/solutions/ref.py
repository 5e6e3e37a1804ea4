class StudioCalendar:
    def __init__(self):
        self.booked = []   # accepted slots
        self.doubled = []  # stretches two accepted slots share

    def book(self, start, end):
        for a, b in self.doubled:
            if max(a, start) < min(b, end):
                return False  # would make a triple
        for a, b in self.booked:
            lo, hi = max(a, start), min(b, end)
            if lo < hi:
                self.doubled.append((lo, hi))
        self.booked.append((start, end))
        return True
