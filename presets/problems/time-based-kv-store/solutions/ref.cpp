class TimeMap {
    unordered_map<string, vector<pair<int, string>>> versions;  // increasing time per key

public:
    TimeMap() {}

    void set(string key, string value, int timestamp) {
        versions[key].emplace_back(timestamp, std::move(value));
    }

    string get(string key, int timestamp) {
        auto it = versions.find(key);
        if (it == versions.end()) return "";
        auto& v = it->second;
        auto after = upper_bound(v.begin(), v.end(), timestamp,
                                 [](int t, const pair<int, string>& e) { return t < e.first; });
        return after == v.begin() ? "" : prev(after)->second;
    }
};
