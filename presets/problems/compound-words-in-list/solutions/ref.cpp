class Solution {
public:
    vector<string> compoundWords(vector<string>& words) {
        vector<string> order(words);
        stable_sort(order.begin(), order.end(),
                    [](const string& a, const string& b) { return a.size() < b.size(); });
        vector<array<int, 26>> trie(1);
        trie[0].fill(-1);
        vector<char> isEnd(1, 0);
        vector<string> out;
        for (auto& w : order) {
            int n = w.size();
            vector<char> ok(n + 1, 0);
            ok[0] = 1;
            for (int i = 0; i < n; ++i) {
                if (!ok[i]) continue;
                int at = 0;
                for (int j = i; j < n; ++j) {
                    at = trie[at][w[j] - 'a'];
                    if (at < 0) break;
                    if (isEnd[at]) ok[j + 1] = 1;
                }
            }
            if (ok[n]) out.push_back(w);  // only shorter words are in the trie
            int at = 0;
            for (char ch : w) {
                int c = ch - 'a';
                if (trie[at][c] < 0) {
                    trie[at][c] = trie.size();
                    trie.emplace_back();
                    trie.back().fill(-1);
                    isEnd.push_back(0);
                }
                at = trie[at][c];
            }
            isEnd[at] = 1;
        }
        return out;
    }
};
