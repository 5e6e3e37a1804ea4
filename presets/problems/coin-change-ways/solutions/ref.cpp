class Solution {
public:
    int changeWays(int amount, vector<int>& coins) {
        const int MOD = 1000000007;
        vector<int> ways(amount + 1, 0);
        ways[0] = 1;
        for (int c : coins)
            for (int x = c; x <= amount; ++x) ways[x] = (ways[x] + ways[x - c]) % MOD;
        return ways[amount];
    }
};
