class Solution {
public:
    int bestWindowProfit(vector<int>& profit, int k) {
        long long window = 0;
        for (int i = 0; i < k; ++i) window += profit[i];
        long long best = window;
        for (size_t i = k; i < profit.size(); ++i) {
            window += profit[i] - profit[i - k];
            best = max(best, window);
        }
        return (int)best;
    }
};
