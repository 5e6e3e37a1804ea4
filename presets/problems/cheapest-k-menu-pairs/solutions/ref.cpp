class Solution {
public:
    vector<vector<int>> cheapestCombos(vector<int>& mains, vector<int>& drinks, int k) {
        using T = tuple<long long, int, int>;
        priority_queue<T, vector<T>, greater<T>> pq;
        int n = mains.size(), m = drinks.size();
        for (int i = 0; i < min(n, k); ++i) pq.push({(long long)mains[i] + drinks[0], i, 0});
        vector<vector<int>> out;
        while (!pq.empty() && (int)out.size() < k) {
            auto [s, i, j] = pq.top();
            pq.pop();
            out.push_back({mains[i], drinks[j]});
            if (j + 1 < m) pq.push({(long long)mains[i] + drinks[j + 1], i, j + 1});
        }
        return out;
    }
};
