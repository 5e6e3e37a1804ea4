class LogAggregator {
    long long window;
    deque<pair<int, string>> lines;  // (timestamp, endpoint), oldest first
    unordered_map<string, int> counts;  // endpoint -> lines in the window (never 0)

    void expire(int timestamp) {
        while (!lines.empty() && lines.front().first <= (long long)timestamp - window) {
            auto it = counts.find(lines.front().second);
            if (--it->second == 0) counts.erase(it);
            lines.pop_front();
        }
    }

public:
    LogAggregator(int window_sec) : window(window_sec) {}

    void record(int timestamp, string endpoint) {
        expire(timestamp);
        counts[endpoint]++;
        lines.emplace_back(timestamp, std::move(endpoint));
    }

    int count(string endpoint, int timestamp) {
        expire(timestamp);
        auto it = counts.find(endpoint);
        return it == counts.end() ? 0 : it->second;
    }

    vector<string> topK(int k, int timestamp) {
        expire(timestamp);
        vector<pair<int, string>> all;
        all.reserve(counts.size());
        for (auto& [name, c] : counts) all.emplace_back(-c, name);
        size_t take = min((size_t)k, all.size());
        partial_sort(all.begin(), all.begin() + take, all.end());
        vector<string> out;
        for (size_t i = 0; i < take; i++) out.push_back(all[i].second);
        return out;
    }
};
