class Solution {
    vector<vector<int>> out;
    vector<int> cur;
    void go(const vector<int>& s, int start) {
        out.push_back(cur);
        for (int i = start; i < (int)s.size(); ++i) {
            if (i > start && s[i] == s[i - 1]) continue;
            cur.push_back(s[i]);
            go(s, i + 1);
            cur.pop_back();
        }
    }
public:
    vector<vector<int>> distinctBundles(vector<int>& stickers) {
        vector<int> s = stickers;
        sort(s.begin(), s.end());
        out.clear();
        cur.clear();
        go(s, 0);
        return out;
    }
};
