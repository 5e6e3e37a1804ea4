class Solution {
public:
    vector<vector<int>> merge(vector<vector<int>>& intervals) {
        sort(intervals.begin(), intervals.end());
        vector<vector<int>> out;
        for (auto& iv : intervals) {
            if (!out.empty() && iv[0] <= out.back()[1]) {
                out.back()[1] = max(out.back()[1], iv[1]);
            } else {
                out.push_back(iv);
            }
        }
        return out;
    }
};
