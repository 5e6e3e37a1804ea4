class Solution {
public:
    // Binary search on the answer: is the corner reachable using steps of at most `limit`?
    int minimumEffortPath(vector<vector<int>>& heights) {
        int rows = heights.size(), cols = heights[0].size();
        auto reachable = [&](int limit) {
            vector<char> seen(rows * cols, 0);
            vector<int> stack = {0};
            seen[0] = 1;
            const int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
            while (!stack.empty()) {
                int cell = stack.back();
                stack.pop_back();
                int r = cell / cols, c = cell % cols;
                if (r == rows - 1 && c == cols - 1) return true;
                for (int d = 0; d < 4; ++d) {
                    int nr = r + dr[d], nc = c + dc[d];
                    if (nr < 0 || nr >= rows || nc < 0 || nc >= cols || seen[nr * cols + nc]) continue;
                    if (abs(heights[nr][nc] - heights[r][c]) > limit) continue;
                    seen[nr * cols + nc] = 1;
                    stack.push_back(nr * cols + nc);
                }
            }
            return false;
        };
        int lo = 0, hi = 1000000;
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (reachable(mid)) hi = mid;
            else lo = mid + 1;
        }
        return lo;
    }
};
