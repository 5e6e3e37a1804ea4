class SnapshotArray {
    int current = 0;
    vector<vector<pair<int, int>>> history;  // per index: (snap id, value), ids increasing

public:
    SnapshotArray(int length) : history(length) {}

    void set(int index, int val) {
        auto& h = history[index];
        if (!h.empty() && h.back().first == current) {
            h.back().second = val;
        } else {
            h.emplace_back(current, val);
        }
    }

    int snap() { return current++; }

    int get(int index, int snap_id) {
        auto& h = history[index];
        auto after = upper_bound(h.begin(), h.end(), make_pair(snap_id, INT_MAX));
        return after == h.begin() ? 0 : prev(after)->second;
    }
};
