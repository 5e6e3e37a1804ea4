class Solution {
public:
    int minMeetingRooms(vector<vector<int>>& intervals) {
        sort(intervals.begin(), intervals.end());
        priority_queue<int, vector<int>, greater<int>> endings;  // end times of rooms in use
        for (auto& m : intervals) {
            if (!endings.empty() && endings.top() <= m[0]) endings.pop();  // reuse that room
            endings.push(m[1]);
        }
        return endings.size();
    }
};
