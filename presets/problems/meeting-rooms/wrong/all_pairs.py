def can_attend_meetings(intervals):
    for i in range(len(intervals)):
        a, b = intervals[i]
        for j in range(i + 1, len(intervals)):  # O(n^2)
            c, d = intervals[j]
            if a < d and c < b:
                return False
    return True
