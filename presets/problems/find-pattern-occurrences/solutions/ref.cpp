class Solution {
public:
    vector<int> findPattern(string text, string pattern) {
        int m = pattern.size();
        vector<int> pi(m, 0);
        for (int i = 1, k = 0; i < m; ++i) {
            while (k && pattern[i] != pattern[k]) k = pi[k - 1];
            if (pattern[i] == pattern[k]) ++k;
            pi[i] = k;
        }
        vector<int> out;
        for (int i = 0, j = 0; i < (int)text.size(); ++i) {
            while (j && text[i] != pattern[j]) j = pi[j - 1];
            if (text[i] == pattern[j]) ++j;
            if (j == m) { out.push_back(i - m + 1); j = pi[j - 1]; }
        }
        return out;
    }
};
