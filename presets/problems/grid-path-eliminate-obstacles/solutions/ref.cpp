class Solution {
public:
    int shortestPath(vector<vector<int>>& grid, int k) {
        int m = grid.size(), n = grid[0].size();
        if (k >= m + n - 2) return m + n - 2;
        vector<vector<int>> best(m, vector<int>(n, -1));
        best[0][0] = k;
        queue<array<int, 3>> q;
        q.push({0, 0, k});
        int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
        for (int steps = 0; !q.empty(); ++steps) {
            for (int s = q.size(); s > 0; --s) {
                auto [r, c, left] = q.front(); q.pop();
                if (r == m - 1 && c == n - 1) return steps;
                for (int d = 0; d < 4; ++d) {
                    int nr = r + dr[d], nc = c + dc[d];
                    if (nr < 0 || nc < 0 || nr >= m || nc >= n) continue;
                    int nl = left - grid[nr][nc];
                    if (nl > best[nr][nc]) { best[nr][nc] = nl; q.push({nr, nc, nl}); }
                }
            }
        }
        return -1;
    }
};
