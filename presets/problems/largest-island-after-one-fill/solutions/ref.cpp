class Solution {
public:
    int largestIsland(vector<vector<int>>& grid) {
        int m = grid.size(), n = grid[0].size();
        vector<vector<int>> label(m, vector<int>(n, 0));
        vector<int> area{0};
        const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
        for (int r = 0; r < m; ++r)
            for (int c = 0; c < n; ++c) {
                if (grid[r][c] != 1 || label[r][c]) continue;
                int k = area.size(), size = 0;
                label[r][c] = k;
                vector<pair<int, int>> stack{{r, c}};
                while (!stack.empty()) {
                    auto [i, j] = stack.back();
                    stack.pop_back();
                    ++size;
                    for (int d = 0; d < 4; ++d) {
                        int a = i + dr[d], b = j + dc[d];
                        if (a >= 0 && a < m && b >= 0 && b < n && grid[a][b] == 1 && !label[a][b]) {
                            label[a][b] = k;
                            stack.push_back({a, b});
                        }
                    }
                }
                area.push_back(size);
            }
        int best = *max_element(area.begin(), area.end());
        for (int r = 0; r < m; ++r)
            for (int c = 0; c < n; ++c) {
                if (grid[r][c] != 0) continue;
                int ids[4], cnt = 0, total = 1;
                for (int d = 0; d < 4; ++d) {
                    int a = r + dr[d], b = c + dc[d];
                    if (a < 0 || a >= m || b < 0 || b >= n || !label[a][b]) continue;
                    int k = label[a][b];
                    bool dup = false;
                    for (int t = 0; t < cnt; ++t) dup |= ids[t] == k;
                    if (!dup) { ids[cnt++] = k; total += area[k]; }
                }
                best = max(best, total);
            }
        return best;
    }
};
