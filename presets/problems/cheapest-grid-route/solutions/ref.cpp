class Solution {
public:
    int minRouteCost(vector<vector<int>>& cost) {
        int m = cost.size(), n = cost[0].size();
        vector<int> best(n);
        for (int r = 0; r < m; ++r)
            for (int c = 0; c < n; ++c) {
                if (r == 0 && c == 0) best[c] = cost[0][0];
                else if (r == 0) best[c] = best[c - 1] + cost[r][c];
                else if (c == 0) best[c] += cost[r][c];
                else best[c] = min(best[c], best[c - 1]) + cost[r][c];
            }
        return best[n - 1];
    }
};
