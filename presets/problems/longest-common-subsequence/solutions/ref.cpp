class Solution {
public:
    int longestCommonSubsequence(string text1, string text2) {
        size_t m = text2.size();
        vector<int> prev(m + 1, 0), cur(m + 1, 0);
        for (char a : text1) {
            cur[0] = 0;
            for (size_t j = 0; j < m; ++j)
                cur[j + 1] = a == text2[j] ? prev[j] + 1 : max(cur[j], prev[j + 1]);
            swap(prev, cur);
        }
        return prev[m];
    }
};
