class TokenBucketLimiter {
    double capacity;
    double perMs;
    unordered_map<string, pair<double, long long>> buckets;

public:
    TokenBucketLimiter(int capacity, int refill_per_sec) : capacity(capacity), perMs(refill_per_sec / 1000.0) {}

    bool allow(string key, long long now_ms, int cost) {
        auto it = buckets.find(key);
        if (it == buckets.end()) it = buckets.emplace(key, make_pair(capacity, now_ms)).first;
        auto& [tokens, last] = it->second;
        tokens = min(capacity, tokens + (now_ms - last) * perMs);
        last = now_ms;
        if (tokens < cost) return false;
        tokens -= cost;
        return true;
    }
};
