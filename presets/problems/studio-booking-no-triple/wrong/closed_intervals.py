class StudioCalendar:
    def __init__(self):
        self.booked = []
        self.doubled = []

    def book(self, start, end):
        for a, b in self.doubled:
            if max(a, start) <= min(b, end):  # touching counts as overlapping
                return False
        for a, b in self.booked:
            lo, hi = max(a, start), min(b, end)
            if lo <= hi:
                self.doubled.append((lo, hi))
        self.booked.append((start, end))
        return True
