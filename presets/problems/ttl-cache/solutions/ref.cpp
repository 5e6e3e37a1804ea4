class TTLCache {
    unordered_map<int, pair<int, long long>> entries;  // key -> (value, expires at)
    // Min-heap of (expires at, key); entries left behind by overwrites or removes are stale.
    priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<>> expiry;

    bool live(int key, long long now) const {
        auto it = entries.find(key);
        return it != entries.end() && now < it->second.second;
    }

public:
    TTLCache() {}

    void set(int key, int value, int ttl_ms, long long now_ms) {
        entries[key] = {value, now_ms + ttl_ms};
        expiry.emplace(now_ms + ttl_ms, key);
    }

    int get(int key, long long now_ms) { return live(key, now_ms) ? entries[key].first : -1; }

    bool remove(int key, long long now_ms) {
        bool was = live(key, now_ms);
        entries.erase(key);
        return was;
    }

    int count(long long now_ms) {
        while (!expiry.empty() && expiry.top().first <= now_ms) {
            auto [at, key] = expiry.top();
            expiry.pop();
            auto it = entries.find(key);
            if (it != entries.end() && it->second.second == at) entries.erase(it);
        }
        return (int)entries.size();
    }
};
