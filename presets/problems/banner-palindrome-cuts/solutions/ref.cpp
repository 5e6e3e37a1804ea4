class Solution {
    vector<vector<string>> out;
    vector<string> plan;
    vector<vector<char>> pal;
    void cut(const string& s, int start) {
        int n = s.size();
        if (start == n) { out.push_back(plan); return; }
        for (int end = start + 1; end <= n; ++end)
            if (pal[start][end - 1]) {
                plan.push_back(s.substr(start, end - start));
                cut(s, end);
                plan.pop_back();
            }
    }
public:
    vector<vector<string>> palindromeCuts(string s) {
        int n = s.size();
        pal.assign(n, vector<char>(n, 0));
        for (int i = n - 1; i >= 0; --i)
            for (int j = i; j < n; ++j)
                pal[i][j] = s[i] == s[j] && (j - i < 2 || pal[i + 1][j - 1]);
        out.clear();
        plan.clear();
        cut(s, 0);
        return out;
    }
};
