class StudioCalendar:
    def __init__(self):
        self.booked = []
        self.doubled = []

    def book(self, start, end):
        fresh = []
        for a, b in self.booked:
            lo, hi = max(a, start), min(b, end)
            if lo < hi:
                fresh.append((lo, hi))
        self.doubled.extend(fresh)  # recorded even if the booking is rejected below
        for a, b in self.doubled[: len(self.doubled) - len(fresh)]:
            if max(a, start) < min(b, end):
                return False
        self.booked.append((start, end))
        return True
