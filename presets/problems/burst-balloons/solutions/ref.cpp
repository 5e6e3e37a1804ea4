class Solution {
public:
    int maxCoins(vector<int>& nums) {
        vector<int> v = {1};
        v.insert(v.end(), nums.begin(), nums.end());
        v.push_back(1);
        int n = v.size();
        vector<vector<int>> best(n, vector<int>(n, 0));  // k is the last balloon burst in (i, j)
        for (int gap = 2; gap < n; ++gap)
            for (int i = 0; i + gap < n; ++i) {
                int j = i + gap;
                for (int k = i + 1; k < j; ++k)
                    best[i][j] = max(best[i][j], best[i][k] + best[k][j] + v[i] * v[k] * v[j]);
            }
        return best[0][n - 1];
    }
};
