class Solution {
public:
    vector<int> pairForBudget(vector<int>& prices, int budget) {
        int lo = 0, hi = (int)prices.size() - 1;
        while (lo < hi) {
            long long s = (long long)prices[lo] + prices[hi];
            if (s == budget) return {lo + 1, hi + 1};
            if (s < budget) ++lo; else --hi;
        }
        return {};
    }
};
