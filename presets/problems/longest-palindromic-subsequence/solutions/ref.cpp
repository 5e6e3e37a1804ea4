class Solution {
public:
    int longestPalindromeSubseq(string s) {
        // longest common subsequence of s and its reverse
        string r(s.rbegin(), s.rend());
        int n = s.size();
        vector<int> prev(n + 1, 0), cur(n + 1, 0);
        for (int i = 1; i <= n; ++i) {
            for (int j = 1; j <= n; ++j)
                cur[j] = s[i - 1] == r[j - 1] ? prev[j - 1] + 1 : max(prev[j], cur[j - 1]);
            swap(prev, cur);
        }
        return prev[n];
    }
};
