class Solution {
    static const long long MOD = 1000000007LL;
    long long power(long long b, long long e) {
        long long r = 1;
        for (b %= MOD; e > 0; e >>= 1, b = b * b % MOD) if (e & 1) r = r * b % MOD;
        return r;
    }
public:
    vector<int> countPaths(vector<vector<int>>& queries) {
        int top = 0;
        for (auto& q : queries) top = max(top, q[0] + q[1]);
        vector<long long> fact(top + 1, 1), inv(top + 1, 1);
        for (int i = 1; i <= top; ++i) fact[i] = fact[i - 1] * i % MOD;
        inv[top] = power(fact[top], MOD - 2);
        for (int i = top; i > 0; --i) inv[i - 1] = inv[i] * i % MOD;
        vector<int> out;
        out.reserve(queries.size());
        for (auto& q : queries) out.push_back((int)(fact[q[0] + q[1]] * inv[q[0]] % MOD * inv[q[1]] % MOD));
        return out;
    }
};
