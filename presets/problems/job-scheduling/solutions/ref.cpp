class Solution {
public:
    int jobScheduling(vector<int>& startTime, vector<int>& endTime, vector<int>& profit) {
        int n = startTime.size();
        vector<int> order(n);
        iota(order.begin(), order.end(), 0);
        sort(order.begin(), order.end(), [&](int a, int b) { return endTime[a] < endTime[b]; });
        map<int, int> bestBy;  // end time -> best profit of jobs ending at or before it
        bestBy[0] = 0;
        int best = 0;
        for (int j : order) {
            auto it = prev(bestBy.upper_bound(startTime[j]));  // last end <= start
            best = max(best, it->second + profit[j]);
            bestBy[endTime[j]] = best;
        }
        return best;
    }
};
