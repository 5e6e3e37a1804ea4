class Solution {
public:
    int kthSmallestGap(vector<int>& pos, long long k) {
        vector<int> p = pos;
        sort(p.begin(), p.end());
        int n = p.size();
        auto atMost = [&](int d) {
            long long count = 0;
            int i = 0;
            for (int j = 0; j < n; ++j) {
                while (p[j] - p[i] > d) ++i;
                count += j - i;
            }
            return count;
        };
        int lo = 0, hi = p.back() - p.front();
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (atMost(mid) >= k) hi = mid; else lo = mid + 1;
        }
        return lo;
    }
};
