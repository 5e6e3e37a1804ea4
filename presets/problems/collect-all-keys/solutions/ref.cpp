class Solution {
public:
    int shortestPathAllKeys(vector<string>& grid) {
        int m = grid.size(), n = grid[0].size(), total = 0, sr = 0, sc = 0;
        for (int r = 0; r < m; ++r)
            for (int c = 0; c < n; ++c) {
                char ch = grid[r][c];
                if (ch == '@') { sr = r; sc = c; }
                else if (islower(ch)) total |= 1 << (ch - 'a');
            }
        vector<char> seen(m * n * 64, 0);
        queue<array<int, 3>> q;
        q.push({sr, sc, 0});
        seen[(sr * n + sc) * 64] = 1;
        int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
        for (int steps = 0; !q.empty(); ++steps) {
            for (int s = q.size(); s > 0; --s) {
                auto [r, c, mask] = q.front(); q.pop();
                if (mask == total) return steps;
                for (int d = 0; d < 4; ++d) {
                    int nr = r + dr[d], nc = c + dc[d];
                    if (nr < 0 || nc < 0 || nr >= m || nc >= n) continue;
                    char ch = grid[nr][nc];
                    if (ch == '#') continue;
                    if (isupper(ch) && !((mask >> (ch - 'A')) & 1)) continue;
                    int nm = islower(ch) ? mask | (1 << (ch - 'a')) : mask;
                    int id = (nr * n + nc) * 64 + nm;
                    if (!seen[id]) { seen[id] = 1; q.push({nr, nc, nm}); }
                }
            }
        }
        return -1;
    }
};
