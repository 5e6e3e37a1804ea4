class Solution {
public:
    int countFreeDays(int days, vector<vector<int>>& meetings) {
        sort(meetings.begin(), meetings.end());
        long long busy = 0;
        int curStart = meetings[0][0], curEnd = meetings[0][1];
        for (size_t i = 1; i < meetings.size(); ++i) {
            if (meetings[i][0] <= curEnd) {
                curEnd = max(curEnd, meetings[i][1]);
            } else {
                busy += curEnd - curStart + 1;
                curStart = meetings[i][0];
                curEnd = meetings[i][1];
            }
        }
        busy += curEnd - curStart + 1;
        return (int)(days - busy);
    }
};
