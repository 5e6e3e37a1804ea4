class Solution {
public:
    vector<long long> rangeSums(vector<int>& nums, vector<vector<int>>& ops) {
        int n = nums.size();
        vector<long long> tree(n + 1, 0), vals(nums.begin(), nums.end());
        auto add = [&](int i, long long d) { for (++i; i <= n; i += i & -i) tree[i] += d; };
        auto prefix = [&](int i) { long long s = 0; for (; i > 0; i -= i & -i) s += tree[i]; return s; };
        for (int i = 0; i < n; ++i) add(i, vals[i]);
        vector<long long> out;
        for (auto& op : ops) {
            if (op[0] == 0) { add(op[1], op[2] - vals[op[1]]); vals[op[1]] = op[2]; }
            else out.push_back(prefix(op[2] + 1) - prefix(op[1]));
        }
        return out;
    }
};
