class Solution {
public:
    int maxProfit(int k, vector<int>& prices) {
        int n = prices.size();
        if (2 * k >= n) {
            int s = 0;
            for (int i = 1; i < n; ++i) s += max(0, prices[i] - prices[i - 1]);
            return s;
        }
        vector<int> hold(k + 1, INT_MIN / 2), fr(k + 1, 0);
        for (int p : prices)
            for (int j = 1; j <= k; ++j) {
                hold[j] = max(hold[j], fr[j - 1] - p);
                fr[j] = max(fr[j], hold[j] + p);
            }
        return *max_element(fr.begin(), fr.end());
    }
};
