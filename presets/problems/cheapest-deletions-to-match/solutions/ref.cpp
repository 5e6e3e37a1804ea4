class Solution {
public:
    int minDeleteCost(string a, string b) {
        int n = a.size(), m = b.size();
        vector<int> prev(m + 1, 0), cur(m + 1, 0);
        for (int j = 1; j <= m; ++j) prev[j] = prev[j - 1] + b[j - 1];
        for (int i = 1; i <= n; ++i) {
            cur[0] = prev[0] + a[i - 1];
            for (int j = 1; j <= m; ++j)
                cur[j] = a[i - 1] == b[j - 1] ? prev[j - 1] : min(prev[j] + a[i - 1], cur[j - 1] + b[j - 1]);
            swap(prev, cur);
        }
        return prev[m];
    }
};
