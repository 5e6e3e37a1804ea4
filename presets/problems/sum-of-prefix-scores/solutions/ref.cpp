class Solution {
public:
    long long sumOfScores(string s) {
        int n = s.size();
        vector<int> z(n, 0);
        z[0] = n;
        for (int i = 1, l = 0, r = 0; i < n; ++i) {
            if (i < r) z[i] = min(r - i, z[i - l]);
            while (i + z[i] < n && s[z[i]] == s[i + z[i]]) ++z[i];
            if (i + z[i] > r) { l = i; r = i + z[i]; }
        }
        long long total = 0;
        for (int v : z) total += v;
        return total;
    }
};
