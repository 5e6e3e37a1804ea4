class Solution {
    vector<int> coins, chosen;
    vector<vector<int>> out;
    void extend(size_t start, int left) {
        if (left == 0) {
            out.push_back(chosen);
            return;
        }
        for (size_t i = start; i < coins.size() && coins[i] <= left; ++i) {
            chosen.push_back(coins[i]);
            extend(i, left - coins[i]);
            chosen.pop_back();
        }
    }

public:
    vector<vector<int>> combinationSum(vector<int>& candidates, int target) {
        coins = candidates;
        sort(coins.begin(), coins.end());
        extend(0, target);
        return out;
    }
};
