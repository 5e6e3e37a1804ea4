class Solution {
public:
    int removeCoveredIntervals(vector<vector<int>>& intervals) {
        sort(intervals.begin(), intervals.end(), [](const vector<int>& a, const vector<int>& b) {
            return a[0] != b[0] ? a[0] < b[0] : a[1] > b[1];
        });
        int remaining = 0, reach = -1;
        for (auto& iv : intervals)
            if (iv[1] > reach) { ++remaining; reach = iv[1]; }
        return remaining;
    }
};
