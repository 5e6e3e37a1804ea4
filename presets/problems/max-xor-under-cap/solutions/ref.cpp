class Solution {
public:
    vector<int> maximizeXor(vector<int>& nums, vector<vector<int>>& queries) {
        // online: every trie node keeps the smallest value below it
        const int BITS = 30;
        vector<array<int, 2>> child(1, {0, 0});
        vector<int> least(1, INT_MAX);
        for (int v : nums) {
            int node = 0;
            least[0] = min(least[0], v);
            for (int b = BITS - 1; b >= 0; --b) {
                int bit = (v >> b) & 1;
                if (!child[node][bit]) {
                    child[node][bit] = child.size();
                    child.push_back({0, 0});
                    least.push_back(INT_MAX);
                }
                node = child[node][bit];
                least[node] = min(least[node], v);
            }
        }
        vector<int> out;
        for (auto& q : queries) {
            int x = q[0], cap = q[1];
            if (least[0] > cap) { out.push_back(-1); continue; }
            int node = 0, best = 0;
            for (int b = BITS - 1; b >= 0; --b) {
                int want = ((x >> b) & 1) ^ 1;
                int c = child[node][want];
                if (c && least[c] <= cap) { best |= 1 << b; node = c; }
                else node = child[node][want ^ 1];
            }
            out.push_back(best);
        }
        return out;
    }
};
