class TokenBucketLimiter {
    // Integer milli-tokens: t ms at r tokens/s adds exactly t*r of them.
    struct Bucket {
        long long milli;
        long long settled;
    };
    long long full;
    long long rate;
    unordered_map<string, Bucket> buckets;

public:
    TokenBucketLimiter(int capacity, int refill_per_sec)
        : full((long long)capacity * 1000), rate(refill_per_sec) {}

    bool allow(string key, long long now_ms, int cost) {
        auto [it, fresh] = buckets.try_emplace(key, Bucket{full, now_ms});
        Bucket& b = it->second;
        b.milli = min(full, b.milli + (now_ms - b.settled) * rate);
        b.settled = now_ms;
        long long need = (long long)cost * 1000;
        if (b.milli < need) return false;
        b.milli -= need;
        return true;
    }
};
