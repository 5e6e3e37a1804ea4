class Solution {
    int line(const vector<int>& t, int lo, int hi) {
        int take = 0, skip = 0;
        for (int i = lo; i < hi; ++i) {
            int nt = skip + t[i];
            skip = max(take, skip);
            take = nt;
        }
        return max(take, skip);
    }
public:
    int maxTakings(vector<int>& takings) {
        int n = takings.size();
        if (n == 1) return takings[0];
        return max(line(takings, 0, n - 1), line(takings, 1, n));
    }
};
