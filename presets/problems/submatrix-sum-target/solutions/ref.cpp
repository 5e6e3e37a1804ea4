class Solution {
public:
    long long numSubmatrixSumTarget(vector<vector<int>>& m, int target) {
        int R = m.size(), C = m[0].size();
        // pre[r][c]: sum of the r x c top-left rectangle.
        vector<vector<long long>> pre(R + 1, vector<long long>(C + 1, 0));
        for (int r = 0; r < R; ++r)
            for (int c = 0; c < C; ++c)
                pre[r + 1][c + 1] = m[r][c] + pre[r][c + 1] + pre[r + 1][c] - pre[r][c];
        long long count = 0;
        unordered_map<long long, int> seen;
        for (int top = 0; top < R; ++top)
            for (int bot = top + 1; bot <= R; ++bot) {
                seen.clear();
                seen[0] = 1;
                for (int c = 1; c <= C; ++c) {
                    long long run = pre[bot][c] - pre[top][c];
                    auto it = seen.find(run - target);
                    if (it != seen.end()) count += it->second;
                    ++seen[run];
                }
            }
        return count;
    }
};
