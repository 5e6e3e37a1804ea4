class PrefixScoreBoard {
    struct Node {
        int child[26];
        int sum = 0;
        Node() { fill(child, child + 26, -1); }
    };
    vector<Node> nodes;
    unordered_map<string, int> scores;

public:
    PrefixScoreBoard() : nodes(1) {}

    void set(string name, int score) {
        auto it = scores.find(name);
        int delta = score - (it == scores.end() ? 0 : it->second);
        scores[name] = score;
        int at = 0;
        for (char c : name) {
            int next = nodes[at].child[c - 'a'];
            if (next < 0) {
                next = nodes.size();
                nodes[at].child[c - 'a'] = next;
                nodes.emplace_back();
            }
            at = next;
            nodes[at].sum += delta;
        }
    }

    int total(string prefix) {
        int at = 0;
        for (char c : prefix) {
            at = nodes[at].child[c - 'a'];
            if (at < 0) return 0;
        }
        return nodes[at].sum;
    }
};
