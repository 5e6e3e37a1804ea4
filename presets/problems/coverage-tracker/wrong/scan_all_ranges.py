class CoverageTracker:
    def __init__(self):
        self.ranges = []  # disjoint, unsorted

    def add_range(self, left, right):
        keep = []
        for a, b in self.ranges:  # every range, every call
            if a <= right and left <= b:
                left, right = min(a, left), max(b, right)
            else:
                keep.append((a, b))
        keep.append((left, right))
        self.ranges = keep

    def remove_range(self, left, right):
        keep = []
        for a, b in self.ranges:
            if b <= left or a >= right:
                keep.append((a, b))
            else:
                if a < left:
                    keep.append((a, left))
                if b > right:
                    keep.append((right, b))
        self.ranges = keep

    def query_range(self, left, right):
        for a, b in self.ranges:
            if a <= left and right <= b:
                return True
        return False
