class SlidingWindowLimiter {
    int limit;
    long long window;
    unordered_map<string, deque<long long>> logs;  // accepted times, oldest first

public:
    SlidingWindowLimiter(int limit, int window_ms) : limit(limit), window(window_ms) {}

    bool allow(string key, long long now_ms) {
        auto& log = logs[key];
        while (!log.empty() && log.front() <= now_ms - window) log.pop_front();
        if ((int)log.size() >= limit) return false;
        log.push_back(now_ms);
        return true;
    }
};
