class Bookmarks:
    """Keeps each user's bookmarks in a list: membership tests and removals are O(n)."""

    def __init__(self):
        self.by_user = {}
        self.holders = {}

    def add(self, user, url):
        marks = self.by_user.setdefault(user, [])
        if url in marks:
            return False
        marks.append(url)
        self.holders[url] = self.holders.get(url, 0) + 1
        return True

    def remove(self, user, url):
        marks = self.by_user.get(user, [])
        if url not in marks:
            return False
        marks.remove(url)
        self.holders[url] -= 1
        return True

    def count(self, user):
        return len(self.by_user.get(user, []))

    def popularity(self, url):
        return self.holders.get(url, 0)

    def latest(self, user, k):
        return self.by_user.get(user, [])[::-1][:k]
