class Solution {
public:
    int countLongestRising(vector<int>& heights) {
        const long long MOD = 1000000007LL;
        vector<int> vals(heights);
        sort(vals.begin(), vals.end());
        vals.erase(unique(vals.begin(), vals.end()), vals.end());
        int m = vals.size();
        vector<int> bl(m + 1, 0);
        vector<long long> bc(m + 1, 0);
        for (int h : heights) {
            int r = lower_bound(vals.begin(), vals.end(), h) - vals.begin() + 1;
            int len = 0;
            long long ways = 1;
            for (int i = r - 1; i > 0; i -= i & -i) {
                if (bl[i] > len) { len = bl[i]; ways = bc[i]; }
                else if (bl[i] == len && len > 0) ways = (ways + bc[i]) % MOD;
            }
            ++len;
            for (int i = r; i <= m; i += i & -i) {
                if (bl[i] < len) { bl[i] = len; bc[i] = ways; }
                else if (bl[i] == len) bc[i] = (bc[i] + ways) % MOD;
            }
        }
        int len = 0;
        long long ways = 0;
        for (int i = m; i > 0; i -= i & -i) {
            if (bl[i] > len) { len = bl[i]; ways = bc[i]; }
            else if (bl[i] == len) ways = (ways + bc[i]) % MOD;
        }
        return (int)ways;
    }
};
