class Solution {
public:
    string longestWord(vector<string>& words) {
        // Sorted by length then lexicographically, a word is buildable when it has length 1 or its
        // prefix one letter shorter was already found buildable.
        vector<string> sorted(words);
        sort(sorted.begin(), sorted.end(), [](const string& a, const string& b) {
            return a.size() != b.size() ? a.size() < b.size() : a < b;
        });
        unordered_set<string> built;
        string best;
        for (const string& w : sorted) {
            if (w.size() == 1 || built.count(w.substr(0, w.size() - 1))) {
                built.insert(w);
                if (w.size() > best.size()) best = w;  // first of each length is the smallest
            }
        }
        return best;
    }
};
