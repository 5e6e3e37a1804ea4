class CoverageTracker {
    map<int, int> ranges;  // start -> end, disjoint and not touching

public:
    CoverageTracker() {}

    void addRange(int left, int right) {
        auto it = ranges.upper_bound(left);
        if (it != ranges.begin() && prev(it)->second >= left) --it;
        while (it != ranges.end() && it->first <= right) {
            left = min(left, it->first);
            right = max(right, it->second);
            it = ranges.erase(it);
        }
        ranges[left] = right;
    }

    void removeRange(int left, int right) {
        auto it = ranges.upper_bound(left);
        if (it != ranges.begin() && prev(it)->second > left) --it;
        while (it != ranges.end() && it->first < right) {
            int s = it->first, e = it->second;
            it = ranges.erase(it);
            if (s < left) ranges[s] = left;
            if (e > right) ranges[right] = e;
        }
    }

    bool queryRange(int left, int right) {
        auto it = ranges.upper_bound(left);
        if (it == ranges.begin()) return false;
        --it;
        return it->second >= right;
    }
};
