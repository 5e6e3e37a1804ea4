class Solution {
public:
    long long minCost(int length, vector<int>& cuts) {
        vector<long long> p(cuts.begin(), cuts.end());
        p.push_back(0);
        p.push_back(length);
        sort(p.begin(), p.end());
        int k = p.size();
        vector<vector<long long>> cost(k, vector<long long>(k, 0));
        for (int span = 2; span < k; ++span)
            for (int i = 0; i + span < k; ++i) {
                int j = i + span;
                long long best = LLONG_MAX;
                for (int m = i + 1; m < j; ++m) best = min(best, cost[i][m] + cost[m][j]);
                cost[i][j] = best + p[j] - p[i];
            }
        return cost[0][k - 1];
    }
};
