class Solution {
    struct Node {
        int child[26];
        bool end = false;
        Node() { fill(child, child + 26, -1); }
    };

public:
    string replaceWords(vector<string>& roots, string sentence) {
        vector<Node> trie(1);
        for (const string& r : roots) {
            int at = 0;
            for (char c : r) {
                int next = trie[at].child[c - 'a'];
                if (next < 0) {
                    next = trie.size();
                    trie[at].child[c - 'a'] = next;
                    trie.emplace_back();
                }
                at = next;
            }
            trie[at].end = true;
        }
        string out;
        size_t start = 0;
        while (start <= sentence.size()) {
            size_t stop = sentence.find(' ', start);
            if (stop == string::npos) stop = sentence.size();
            size_t cut = stop - start;
            int at = 0;
            for (size_t i = start; i < stop; ++i) {
                at = trie[at].child[sentence[i] - 'a'];
                if (at < 0) break;
                if (trie[at].end) { cut = i + 1 - start; break; }  // first root met is the shortest
            }
            if (!out.empty()) out += ' ';
            out.append(sentence, start, cut);
            start = stop + 1;
        }
        return out;
    }
};
