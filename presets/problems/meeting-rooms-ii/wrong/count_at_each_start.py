def min_meeting_rooms(intervals):
    best = 0
    for s, _ in intervals:  # O(n) per meeting: O(n^2)
        best = max(best, sum(1 for a, b in intervals if a <= s < b))
    return best
