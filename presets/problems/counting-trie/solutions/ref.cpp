class CountingTrie {
    struct Node {
        int child[26];
        int pass = 0, end = 0;
        Node() { fill(child, child + 26, -1); }
    };
    vector<Node> nodes;  // nodes[0] is the root; children are indices

    int find(const string& word) const {
        int at = 0;
        for (char c : word) {
            at = nodes[at].child[c - 'a'];
            if (at < 0) return -1;
        }
        return at;
    }

public:
    CountingTrie() : nodes(1) {}

    void insert(string word) {
        int at = 0;
        for (char c : word) {
            int next = nodes[at].child[c - 'a'];
            if (next < 0) {
                next = nodes.size();
                nodes[at].child[c - 'a'] = next;  // set before push_back may reallocate
                nodes.emplace_back();
            }
            at = next;
            nodes[at].pass++;
        }
        nodes[at].end++;
    }

    int countWords(string word) {
        int at = find(word);
        return at < 0 ? 0 : nodes[at].end;
    }

    int countPrefix(string prefix) {
        int at = find(prefix);
        return at < 0 ? 0 : nodes[at].pass;
    }

    void erase(string word) {
        int at = 0;
        for (char c : word) {
            at = nodes[at].child[c - 'a'];
            nodes[at].pass--;
        }
        nodes[at].end--;
    }
};
