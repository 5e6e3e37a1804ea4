from bisect import bisect_left, bisect_right, insort


class Feed:
    def __init__(self):
        self.score = {}
        self.keys = []  # (-score, -id): ascending = score desc, then id desc

    def upsert(self, id, score):
        if id in self.score:
            old = (-self.score[id], -id)
            del self.keys[bisect_left(self.keys, old)]
        self.score[id] = score
        insort(self.keys, (-score, -id))

    def remove(self, id):
        if id in self.score:
            del self.keys[bisect_left(self.keys, (-self.score.pop(id), -id))]

    def first_page(self, limit):
        return [[-i, -s] for s, i in self.keys[:limit]]

    def page_after(self, after_score, after_id, limit):
        # Keyset: everything strictly after the cursor position, whether or not that item still exists.
        items = sorted(self.score.items(), key=lambda kv: (-kv[1], -kv[0]))  # O(n log n) per page
        out = [[i, s] for i, s in items if s < after_score or (s == after_score and i < after_id)]
        return out[:limit]
