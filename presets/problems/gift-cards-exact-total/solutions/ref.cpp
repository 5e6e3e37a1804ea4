class Solution {
    vector<vector<int>> out;
    vector<int> pick;
    void go(const vector<int>& c, int start, int left) {
        if (left == 0) { out.push_back(pick); return; }
        for (int i = start; i < (int)c.size(); ++i) {
            if (c[i] > left) break;
            if (i > start && c[i] == c[i - 1]) continue;
            pick.push_back(c[i]);
            go(c, i + 1, left - c[i]);
            pick.pop_back();
        }
    }
public:
    vector<vector<int>> exactPicks(vector<int>& cards, int total) {
        vector<int> c = cards;
        sort(c.begin(), c.end());
        out.clear();
        pick.clear();
        go(c, 0, total);
        return out;
    }
};
