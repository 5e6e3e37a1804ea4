class Solution {
    struct Node {
        int child[26];
        int word = -1;  // index into words of the word ending here
        int below = 0;  // words still to be found in this subtree
        Node() { fill(child, child + 26, -1); }
    };
    vector<Node> trie;
    vector<string> grid;
    vector<string> found;
    const vector<string>* words = nullptr;

    int dfs(int r, int c, int parent) {  // returns how many words were found below
        char ch = grid[r][c];
        if (ch == '#') return 0;
        int at = trie[parent].child[ch - 'a'];
        if (at < 0 || trie[at].below == 0) return 0;
        int got = 0;
        if (trie[at].word >= 0) {
            found.push_back((*words)[trie[at].word]);
            trie[at].word = -1;
            got = 1;
        }
        grid[r][c] = '#';  // on the current path
        static const int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
        for (int k = 0; k < 4; ++k) {
            int nr = r + dr[k], nc = c + dc[k];
            if (nr >= 0 && nr < (int)grid.size() && nc >= 0 && nc < (int)grid[0].size())
                got += dfs(nr, nc, at);
        }
        grid[r][c] = ch;
        trie[at].below -= got;  // fully found branches are skipped from now on
        return got;
    }

public:
    vector<string> findWords(vector<string>& board, vector<string>& ws) {
        words = &ws;
        trie.assign(1, Node());
        for (int i = 0; i < (int)ws.size(); ++i) {
            int at = 0;
            trie[0].below++;
            for (char ch : ws[i]) {
                int next = trie[at].child[ch - 'a'];
                if (next < 0) {
                    next = trie.size();
                    trie[at].child[ch - 'a'] = next;
                    trie.emplace_back();
                }
                at = next;
                trie[at].below++;
            }
            trie[at].word = i;
        }
        grid = board;
        for (int r = 0; r < (int)grid.size(); ++r)
            for (int c = 0; c < (int)grid[0].size(); ++c) {
                int got = dfs(r, c, 0);
                trie[0].below -= got;
            }
        sort(found.begin(), found.end());
        return found;
    }
};
