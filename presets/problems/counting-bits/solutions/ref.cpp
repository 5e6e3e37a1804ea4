class Solution {
public:
    vector<int> countBits(int n) {
        vector<int> ones(n + 1, 0);
        for (int i = 1; i <= n; ++i) ones[i] = ones[i & (i - 1)] + 1;  // drop the lowest set bit
        return ones;
    }
};
