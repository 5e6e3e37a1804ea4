class Solution {
public:
    int fewestCheckpoints(vector<vector<int>>& routes) {
        sort(routes.begin(), routes.end(),
             [](const vector<int>& a, const vector<int>& b) { return a[1] < b[1]; });
        int count = 0;
        long long last = LLONG_MIN;
        for (auto& r : routes) {
            if (r[0] > last) {
                last = r[1];
                ++count;
            }
        }
        return count;
    }
};
