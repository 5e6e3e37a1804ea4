class Solution {
public:
    int findMaximumXor(vector<int>& nums) {
        vector<array<int, 2>> child(1, {0, 0});  // binary trie; 0 means no child
        child.reserve(nums.size() * 31 + 1);
        int best = 0;
        for (int x : nums) {
            int node = 0;
            for (int b = 30; b >= 0; --b) {  // insert x, highest bit first
                int bit = (x >> b) & 1;
                if (!child[node][bit]) {
                    child[node][bit] = child.size();
                    child.push_back({0, 0});
                }
                node = child[node][bit];
            }
            node = 0;
            int acc = 0;
            for (int b = 30; b >= 0; --b) {  // query: prefer the opposite bit at every level
                int bit = (x >> b) & 1;
                if (child[node][bit ^ 1]) { acc |= 1 << b; node = child[node][bit ^ 1]; }
                else node = child[node][bit];
            }
            best = max(best, acc);
        }
        return best;
    }
};
