class Solution {
public:
    int closestTotal(vector<int>& weights, int limit) {
        vector<int> w(weights);
        sort(w.begin(), w.end());
        int n = w.size();
        long long bestMiss = LLONG_MAX, best = 0;
        for (int i = 0; i + 2 < n; ++i) {
            int lo = i + 1, hi = n - 1;
            while (lo < hi) {
                long long s = (long long)w[i] + w[lo] + w[hi];
                long long miss = llabs(s - limit);
                if (miss < bestMiss || (miss == bestMiss && s < best)) { bestMiss = miss; best = s; }
                if (s < limit) ++lo;
                else if (s > limit) --hi;
                else return (int)s;
            }
        }
        return (int)best;
    }
};
