class OneTypoDictionary {
    struct Node {
        int child[26];
        bool end = false;
        Node() { fill(child, child + 26, -1); }
    };
    vector<Node> nodes;

    bool exact(int at, const string& word, size_t start) const {
        for (size_t j = start; j < word.size(); ++j) {
            at = nodes[at].child[word[j] - 'a'];
            if (at < 0) return false;
        }
        return nodes[at].end;
    }

public:
    OneTypoDictionary(vector<string>& words) : nodes(1) {
        for (auto& w : words) {
            int at = 0;
            for (char c : w) {
                int next = nodes[at].child[c - 'a'];
                if (next < 0) {
                    next = nodes.size();
                    nodes[at].child[c - 'a'] = next;
                    nodes.emplace_back();
                }
                at = next;
            }
            nodes[at].end = true;
        }
    }

    bool matches(string word) {
        int at = 0;
        for (size_t i = 0; i < word.size(); ++i) {
            for (int c = 0; c < 26; ++c) {
                int child = nodes[at].child[c];
                if (child >= 0 && c != word[i] - 'a' && exact(child, word, i + 1)) return true;
            }
            at = nodes[at].child[word[i] - 'a'];
            if (at < 0) return false;
        }
        return false;
    }
};
