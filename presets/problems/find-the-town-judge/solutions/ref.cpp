class Solution {
public:
    int findJudge(int n, vector<vector<int>>& trust) {
        vector<int> in(n + 1, 0), out(n + 1, 0);
        for (auto& t : trust) {
            ++out[t[0]];
            ++in[t[1]];
        }
        for (int p = 1; p <= n; ++p)
            if (in[p] == n - 1 && out[p] == 0) return p;
        return -1;
    }
};
