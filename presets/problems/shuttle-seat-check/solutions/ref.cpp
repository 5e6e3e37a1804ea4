class Solution {
public:
    bool enoughSeats(vector<vector<int>>& bookings, int seats) {
        vector<pair<int, int>> events;
        events.reserve(bookings.size() * 2);
        for (auto& b : bookings) {
            events.push_back({b[1], b[0]});
            events.push_back({b[2], -b[0]});
        }
        sort(events.begin(), events.end());
        long long load = 0;
        for (auto& e : events) {
            load += e.second;
            if (load > seats) return false;
        }
        return true;
    }
};
