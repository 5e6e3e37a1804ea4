class StreakTracker:
    def __init__(self):
        self.days = []

    def record(self, temp):
        self.days.append(temp)
        i = len(self.days) - 1
        while i >= 0 and self.days[i] <= temp:  # walks back day by day
            i -= 1
        return len(self.days) - 1 - i
