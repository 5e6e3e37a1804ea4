class Solution {
public:
    int sumOfMinimums(vector<int>& bandwidth) {
        const long long MOD = 1'000'000'007LL;
        int n = bandwidth.size();
        vector<long long> left(n), right(n);
        vector<int> stack;
        for (int i = 0; i < n; ++i) {
            while (!stack.empty() && bandwidth[stack.back()] >= bandwidth[i]) stack.pop_back();
            left[i] = i - (stack.empty() ? -1 : stack.back());
            stack.push_back(i);
        }
        stack.clear();
        for (int i = n - 1; i >= 0; --i) {
            while (!stack.empty() && bandwidth[stack.back()] > bandwidth[i]) stack.pop_back();
            right[i] = (stack.empty() ? n : stack.back()) - i;
            stack.push_back(i);
        }
        long long total = 0;
        for (int i = 0; i < n; ++i)
            total = (total + bandwidth[i] % MOD * (left[i] * right[i] % MOD)) % MOD;
        return (int)total;
    }
};
