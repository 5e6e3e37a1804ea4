class RunningMedian:
    def __init__(self):
        self.nums = []

    def add(self, num):
        self.nums.append(num)

    def median(self):
        s = sorted(self.nums)
        n = len(s)
        return float(s[n // 2]) if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2
