class Solution {
public:
    bool wordBreak(string s, vector<string>& wordDict) {
        unordered_set<string> words(wordDict.begin(), wordDict.end());
        size_t n = s.size();
        vector<char> ok(n + 1, 0);
        ok[0] = 1;
        for (size_t i = 1; i <= n; ++i)
            for (size_t j = i >= 20 ? i - 20 : 0; j < i && !ok[i]; ++j)  // words are at most 20 long
                if (ok[j] && words.count(s.substr(j, i - j))) ok[i] = 1;
        return ok[n];
    }
};
