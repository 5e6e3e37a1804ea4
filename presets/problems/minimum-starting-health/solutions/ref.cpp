class Solution {
public:
    int minStartingHealth(vector<vector<int>>& grid) {
        int m = grid.size(), n = grid[0].size();
        const long long INF = LLONG_MAX / 4;
        vector<long long> need(n + 1, INF);
        need[n - 1] = 1;
        for (int i = m - 1; i >= 0; --i) {
            vector<long long> row(n + 1, INF);
            for (int j = n - 1; j >= 0; --j)
                row[j] = max(1LL, min(need[j], row[j + 1]) - grid[i][j]);
            need.swap(row);
        }
        return (int)need[0];
    }
};
