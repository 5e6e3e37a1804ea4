class Solution {
public:
    // Binary trie over bits 30..0; for each number walk towards the opposite bit when possible.
    int findMaximumXor(vector<int>& nums) {
        vector<array<int, 2>> trie(1, {0, 0});
        trie.reserve(nums.size() * 31 + 1);
        int best = 0;
        for (int x : nums) {
            int node = 0, other = 0, got = 0;
            for (int bit = 30; bit >= 0; --bit) {
                int b = x >> bit & 1;
                if (!trie[node][b]) {
                    trie[node][b] = trie.size();
                    trie.push_back({0, 0});
                }
                node = trie[node][b];
            }
            for (int bit = 30; bit >= 0; --bit) {
                int b = x >> bit & 1;
                if (trie[other][b ^ 1]) {
                    got |= 1 << bit;
                    other = trie[other][b ^ 1];
                } else {
                    other = trie[other][b];
                }
            }
            best = max(best, got);
        }
        return best;
    }
};
