class Solution {
public:
    int minimumXorSum(vector<int>& a, vector<int>& b) {
        int n = a.size();
        vector<long long> cost(1 << n, LLONG_MAX);
        cost[0] = 0;
        for (int mask = 0; mask < (1 << n); ++mask) {
            if (cost[mask] == LLONG_MAX) continue;
            int i = __builtin_popcount(mask);
            if (i == n) continue;
            for (int j = 0; j < n; ++j)
                if (!(mask >> j & 1))
                    cost[mask | 1 << j] = min(cost[mask | 1 << j], cost[mask] + (a[i] ^ b[j]));
        }
        return (int)cost[(1 << n) - 1];
    }
};
