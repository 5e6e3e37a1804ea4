class QuotaTracker:
    """A request over the limit still uses up whatever quota is left (and is refused)."""

    def __init__(self, daily_limit: int):
        self.limit = daily_limit
        self.usage = {}  # key -> [day, used]
        self.today = None
        self.active = 0  # keys with used > 0 today

    def _used(self, key, day):
        if day != self.today:
            self.today, self.active = day, 0
        rec = self.usage.get(key)
        return rec[1] if rec is not None and rec[0] == day else 0

    def _set(self, key, day, before, after):
        self.usage[key] = [day, after]
        self.active += (after > 0) - (before > 0)

    def consume(self, key: str, day: int, amount: int) -> bool:
        used = self._used(key, day)
        if used + amount > self.limit:
            self._set(key, day, used, self.limit)
            return False
        self._set(key, day, used, used + amount)
        return True

    def refund(self, key: str, day: int, amount: int) -> int:
        used = self._used(key, day)
        back = min(amount, used)
        self._set(key, day, used, used - back)
        return back

    def remaining(self, key: str, day: int) -> int:
        return self.limit - self._used(key, day)

    def active_keys(self, day: int) -> int:
        self._used("", day)
        return self.active
