class KeywordAlarm {
    vector<array<int, 26>> trie;
    vector<bool> isEnd;
    string stream;
    size_t longest = 0;

public:
    KeywordAlarm(vector<string>& keywords) : trie(1), isEnd(1, false) {
        trie[0].fill(-1);
        for (auto& w : keywords) {
            int at = 0;
            for (int i = (int)w.size() - 1; i >= 0; --i) {
                int c = w[i] - 'a';
                if (trie[at][c] < 0) {
                    trie[at][c] = trie.size();
                    trie.emplace_back();
                    trie.back().fill(-1);
                    isEnd.push_back(false);
                }
                at = trie[at][c];
            }
            isEnd[at] = true;
            longest = max(longest, w.size());
        }
    }

    bool push(string letter) {
        stream += letter;
        if (stream.size() > 2 * longest) stream.erase(0, stream.size() - longest);
        int at = 0;
        for (int i = (int)stream.size() - 1; i >= 0; --i) {
            at = trie[at][stream[i] - 'a'];
            if (at < 0) return false;
            if (isEnd[at]) return true;
        }
        return false;
    }
};
