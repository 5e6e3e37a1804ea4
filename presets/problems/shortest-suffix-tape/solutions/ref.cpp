class Solution {
public:
    int tapeLength(vector<string>& words) {
        vector<array<int, 26>> trie(1);
        trie[0].fill(-1);
        vector<pair<int, int>> ends;  // node, word length
        unordered_set<string> seen;
        for (auto& w : words) {
            if (!seen.insert(w).second) continue;
            int at = 0;
            for (int i = (int)w.size() - 1; i >= 0; --i) {
                int c = w[i] - 'a';
                if (trie[at][c] < 0) {
                    trie[at][c] = trie.size();
                    trie.emplace_back();
                    trie.back().fill(-1);
                }
                at = trie[at][c];
            }
            ends.push_back({at, (int)w.size()});
        }
        int total = 0;
        for (auto& [node, len] : ends) {
            bool leaf = true;
            for (int c = 0; c < 26; ++c)
                if (trie[node][c] >= 0) leaf = false;
            if (leaf) total += len + 1;
        }
        return total;
    }
};
