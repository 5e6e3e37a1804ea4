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
        # wrong: finds the cursor item by id and continues after its *current* position
        if after_id in self.score:
            start = bisect_right(self.keys, (-self.score[after_id], -after_id))
        else:
            start = bisect_right(self.keys, (-after_score, -after_id))
        return [[-i, -s] for s, i in self.keys[start:start + limit]]
