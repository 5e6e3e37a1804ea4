class Bookmarks:
    """Hides a removed bookmark instead of deleting it, so re-adding it brings it back at its old
    place instead of making it the newest."""

    def __init__(self):
        self.by_user = {}
        self.holders = {}

    def add(self, user, url):
        marks = self.by_user.setdefault(user, {})
        if marks.get(url):
            return False
        marks[url] = True
        self.holders[url] = self.holders.get(url, 0) + 1
        return True

    def remove(self, user, url):
        marks = self.by_user.get(user)
        if not marks or not marks.get(url):
            return False
        marks[url] = False
        self.holders[url] -= 1
        return True

    def count(self, user):
        return sum(1 for alive in self.by_user.get(user, {}).values() if alive)

    def popularity(self, url):
        return self.holders.get(url, 0)

    def latest(self, user, k):
        out = []
        for url, alive in reversed(self.by_user.get(user, {}).items()):
            if len(out) == k:
                break
            if alive:
                out.append(url)
        return out
