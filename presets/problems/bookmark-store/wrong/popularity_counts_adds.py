from typing import List


class Bookmarks:
    """popularity counts every successful add and never goes down on remove."""

    def __init__(self):
        self.by_user = {}
        self.holders = {}

    def add(self, user: str, url: str) -> bool:
        marks = self.by_user.setdefault(user, {})
        if url in marks:
            return False
        marks[url] = None
        self.holders[url] = self.holders.get(url, 0) + 1
        return True

    def remove(self, user: str, url: str) -> bool:
        marks = self.by_user.get(user)
        if not marks or url not in marks:
            return False
        del marks[url]
        return True

    def count(self, user: str) -> int:
        return len(self.by_user.get(user, ()))

    def popularity(self, url: str) -> int:
        return self.holders.get(url, 0)

    def latest(self, user: str, k: int) -> List[str]:
        out = []
        for url in reversed(self.by_user.get(user, {})):
            if len(out) == k:
                break
            out.append(url)
        return out
