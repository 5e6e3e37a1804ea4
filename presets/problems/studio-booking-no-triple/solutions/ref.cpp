class StudioCalendar {
    vector<pair<int, int>> booked, doubled;

public:
    StudioCalendar() {}

    bool book(int start, int end) {
        for (auto& d : doubled)
            if (max(d.first, start) < min(d.second, end)) return false;
        for (auto& b : booked) {
            int lo = max(b.first, start), hi = min(b.second, end);
            if (lo < hi) doubled.push_back({lo, hi});
        }
        booked.push_back({start, end});
        return true;
    }
};
