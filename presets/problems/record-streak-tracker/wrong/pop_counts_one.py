class StreakTracker:
    def __init__(self):
        self.stack = []

    def record(self, temp):
        streak = 1
        while self.stack and self.stack[-1][0] <= temp:
            self.stack.pop()
            streak += 1  # the popped day stood for a whole streak
        self.stack.append((temp, streak))
        return streak
