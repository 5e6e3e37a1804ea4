class Solution {
public:
    int minDistance(string word1, string word2) {
        if (word1.size() < word2.size()) swap(word1, word2);
        const size_t n = word2.size();
        vector<int> prev(n + 1), cur(n + 1);
        for (size_t j = 0; j <= n; ++j) prev[j] = j;
        for (size_t i = 1; i <= word1.size(); ++i) {
            cur[0] = i;
            for (size_t j = 1; j <= n; ++j) {
                if (word1[i - 1] == word2[j - 1]) cur[j] = prev[j - 1];
                else cur[j] = 1 + min({prev[j], cur[j - 1], prev[j - 1]});
            }
            swap(prev, cur);
        }
        return prev[n];
    }
};
