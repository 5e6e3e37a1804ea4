class StreakTracker:
    def __init__(self):
        self.stack = []  # (reading, streak); readings strictly decreasing bottom to top

    def record(self, temp):
        streak = 1
        while self.stack and self.stack[-1][0] <= temp:
            streak += self.stack.pop()[1]
        self.stack.append((temp, streak))
        return streak
