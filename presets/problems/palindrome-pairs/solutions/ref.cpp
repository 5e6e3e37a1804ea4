class Solution {
public:
    vector<vector<int>> palindromePairs(vector<string>& words) {
        unordered_map<string, int> index;
        for (int i = 0; i < (int)words.size(); ++i) index[string(words[i].rbegin(), words[i].rend())] = i;
        auto isPal = [](const string& s, int lo, int hi) {  // s[lo, hi)
            for (--hi; lo < hi; ++lo, --hi) if (s[lo] != s[hi]) return false;
            return true;
        };
        vector<vector<int>> out;
        for (int i = 0; i < (int)words.size(); ++i) {
            const string& w = words[i];
            int n = w.size();
            for (int k = 0; k <= n; ++k) {
                if (isPal(w, k, n)) {
                    auto it = index.find(w.substr(0, k));
                    if (it != index.end() && it->second != i) out.push_back({i, it->second});
                }
                if (k > 0 && isPal(w, 0, k)) {
                    auto it = index.find(w.substr(k));
                    if (it != index.end() && it->second != i) out.push_back({it->second, i});
                }
            }
        }
        return out;
    }
};
