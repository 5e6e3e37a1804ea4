class Solution {
public:
    vector<long long> applyIncrements(int n, vector<vector<int>>& updates) {
        vector<long long> diff(n + 1, 0), out(n);
        for (auto& u : updates) { diff[u[0]] += u[2]; diff[u[1] + 1] -= u[2]; }
        long long run = 0;
        for (int i = 0; i < n; ++i) { run += diff[i]; out[i] = run; }
        return out;
    }
};
