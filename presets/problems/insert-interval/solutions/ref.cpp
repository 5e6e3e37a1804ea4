class Solution {
public:
    vector<vector<int>> insertInterval(vector<vector<int>>& intervals, vector<int>& newInterval) {
        int start = newInterval[0], end = newInterval[1];
        vector<vector<int>> out;
        size_t i = 0, n = intervals.size();
        while (i < n && intervals[i][1] < start) out.push_back(intervals[i++]);
        while (i < n && intervals[i][0] <= end) {
            start = min(start, intervals[i][0]);
            end = max(end, intervals[i][1]);
            ++i;
        }
        out.push_back({start, end});
        while (i < n) out.push_back(intervals[i++]);
        return out;
    }
};
