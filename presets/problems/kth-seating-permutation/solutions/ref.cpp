class Solution {
public:
    vector<int> kthOrder(int n, long long k) {
        vector<long long> fact(n + 1, 1);
        for (int i = 1; i <= n; ++i) fact[i] = fact[i - 1] * i;
        vector<int> left;
        for (int i = 1; i <= n; ++i) left.push_back(i);
        --k;
        vector<int> out;
        for (int i = n; i >= 1; --i) {
            long long block = fact[i - 1];
            int idx = (int)(k / block);
            k %= block;
            out.push_back(left[idx]);
            left.erase(left.begin() + idx);
        }
        return out;
    }
};
