class HitCounter {
    static constexpr long long WINDOW = 300;
    deque<pair<int, int>> buckets;  // (second, hits), oldest first
    int total = 0;

    void expire(int timestamp) {
        while (!buckets.empty() && buckets.front().first <= (long long)timestamp - WINDOW) {
            total -= buckets.front().second;
            buckets.pop_front();
        }
    }

public:
    HitCounter() {}

    void hit(int timestamp) {
        expire(timestamp);
        if (!buckets.empty() && buckets.back().first == timestamp) {
            buckets.back().second++;
        } else {
            buckets.emplace_back(timestamp, 1);
        }
        total++;
    }

    int getHits(int timestamp) {
        expire(timestamp);
        return total;
    }
};
