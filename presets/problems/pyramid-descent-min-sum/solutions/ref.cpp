class Solution {
public:
    int minDescent(vector<vector<int>>& rows) {
        vector<int> best = rows.back();
        for (int r = (int)rows.size() - 2; r >= 0; --r)
            for (int c = 0; c <= r; ++c)
                best[c] = rows[r][c] + min(best[c], best[c + 1]);
        return best[0];
    }
};
