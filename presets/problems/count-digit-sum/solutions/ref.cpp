class Solution {
public:
    int countDigitSum(string n, int k) {
        const long long MOD = 1000000007LL;
        int L = n.size();
        // dp over positions: ways[tight][sum]
        vector<long long> loose(k + 1, 0);
        long long tightSum = 0;
        bool tightAlive = true;
        for (int i = 0; i < L; ++i) {
            int d = n[i] - '0';
            vector<long long> next(k + 1, 0);
            for (int s = 0; s <= k; ++s) {
                if (!loose[s]) continue;
                for (int x = 0; x <= 9 && s + x <= k; ++x) next[s + x] = (next[s + x] + loose[s]) % MOD;
            }
            if (tightAlive) {
                for (int x = 0; x < d; ++x)
                    if (tightSum + x <= k) next[tightSum + x] = (next[tightSum + x] + 1) % MOD;
                tightSum += d;
                if (tightSum > k) tightAlive = false;
            }
            loose = next;
        }
        long long total = loose[k];
        if (tightAlive && tightSum == k) total = (total + 1) % MOD;
        return (int)total;
    }
};
