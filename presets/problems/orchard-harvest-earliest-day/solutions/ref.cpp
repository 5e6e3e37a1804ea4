class Solution {
public:
    int earliestHarvest(vector<int>& ripe, int m, int k) {
        if ((long long)m * k > (long long)ripe.size()) return -1;
        auto crates = [&](int day) {
            int c = 0, run = 0;
            for (int r : ripe) {
                if (r <= day) { if (++run == k) { ++c; run = 0; } }
                else run = 0;
            }
            return c;
        };
        int lo = *min_element(ripe.begin(), ripe.end()), hi = *max_element(ripe.begin(), ripe.end());
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (crates(mid) >= m) hi = mid; else lo = mid + 1;
        }
        return lo;
    }
};
