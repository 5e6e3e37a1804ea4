class TokenBucketLimiter:
    """Buckets count integer milli-tokens: t ms at r tokens/s adds exactly t*r of them."""

    def __init__(self, capacity: int, refill_per_sec: int):
        self.full = capacity * 1000
        self.rate = refill_per_sec
        self.buckets = {}  # key -> [milli-tokens, settled at ms]

    def allow(self, key: str, now_ms: int, cost: int) -> bool:
        bucket = self.buckets.get(key)
        if bucket is None:
            bucket = self.buckets[key] = [self.full, now_ms]
        bucket[0] = min(self.full, bucket[0] + (now_ms - bucket[1]) * self.rate)
        bucket[1] = now_ms
        if bucket[0] >= cost * 1000:
            bucket[0] -= cost * 1000
            return True
        return False
