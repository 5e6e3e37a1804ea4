class Solution {
public:
    int coinChange(vector<int>& coins, int amount) {
        const int inf = amount + 1;
        vector<int> best(amount + 1, inf);
        best[0] = 0;
        for (int x = 1; x <= amount; ++x)
            for (int c : coins)
                if (c <= x && best[x - c] + 1 < best[x]) best[x] = best[x - c] + 1;
        return best[amount] == inf ? -1 : best[amount];
    }
};
