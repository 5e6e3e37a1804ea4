class Solution {
public:
    int leastBricks(vector<vector<int>>& wall) {
        unordered_map<long long, int> joints;
        int best = 0;
        for (auto& row : wall) {
            long long pos = 0;
            for (size_t j = 0; j + 1 < row.size(); ++j) {
                pos += row[j];
                best = max(best, ++joints[pos]);
            }
        }
        return (int)wall.size() - best;
    }
};
