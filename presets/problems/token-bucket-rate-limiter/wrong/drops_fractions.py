class TokenBucketLimiter:
    def __init__(self, capacity, refill_per_sec):
        self.capacity = capacity
        self.rate = refill_per_sec
        self.buckets = {}

    def allow(self, key, now_ms, cost):
        if key not in self.buckets:
            self.buckets[key] = [self.capacity, now_ms]
        bucket = self.buckets[key]
        gained = (now_ms - bucket[1]) * self.rate // 1000
        bucket[0] = min(self.capacity, bucket[0] + gained)
        bucket[1] = now_ms
        if bucket[0] >= cost:
            bucket[0] -= cost
            return True
        return False
