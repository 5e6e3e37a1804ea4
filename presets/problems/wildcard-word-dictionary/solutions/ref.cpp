class WordDictionary {
    struct Node {
        int child[26];
        bool wordEnd = false;  // a word ends here (not just a prefix)
        Node() { fill(child, child + 26, -1); }
    };
    vector<Node> nodes;

public:
    WordDictionary() : nodes(1) {}

    void addWord(string word) {
        int v = 0;
        for (char ch : word) {
            int c = ch - 'a';
            if (nodes[v].child[c] < 0) {
                nodes[v].child[c] = nodes.size();
                nodes.emplace_back();
            }
            v = nodes[v].child[c];
        }
        nodes[v].wordEnd = true;
    }

    bool search(string word) {
        vector<pair<int, size_t>> stack{{0, 0}};
        while (!stack.empty()) {
            auto [v, i] = stack.back();
            stack.pop_back();
            if (i == word.size()) {
                if (nodes[v].wordEnd) return true;
                continue;
            }
            if (word[i] == '.') {
                for (int c = 0; c < 26; ++c)
                    if (nodes[v].child[c] >= 0) stack.push_back({nodes[v].child[c], i + 1});
            } else if (nodes[v].child[word[i] - 'a'] >= 0) {
                stack.push_back({nodes[v].child[word[i] - 'a'], i + 1});
            }
        }
        return false;
    }
};
