class Solution {
public:
    vector<vector<int>> permuteUnique(vector<int>& nums) {
        // counts per distinct value; each level loops over distinct values
        map<int, int> count;
        for (int x : nums) ++count[x];
        vector<vector<int>> out;
        vector<int> cur;
        build(count, cur, (int)nums.size(), out);
        return out;
    }

private:
    void build(map<int, int>& count, vector<int>& cur, int n, vector<vector<int>>& out) {
        if ((int)cur.size() == n) { out.push_back(cur); return; }
        for (auto& [value, left] : count) {
            if (left == 0) continue;
            --left;
            cur.push_back(value);
            build(count, cur, n, out);
            cur.pop_back();
            ++left;
        }
    }
};
