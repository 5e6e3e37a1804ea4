class Solution {
public:
    int findCheapestPrice(int n, vector<vector<int>>& flights, int src, int dst, int k) {
        const int inf = INT_MAX;
        vector<int> cost(n, inf);
        cost[src] = 0;
        for (int round = 0; round <= k; ++round) {
            vector<int> next = cost;
            for (auto& f : flights)
                if (cost[f[0]] != inf && cost[f[0]] + f[2] < next[f[1]]) next[f[1]] = cost[f[0]] + f[2];
            cost.swap(next);
        }
        return cost[dst] == inf ? -1 : cost[dst];
    }
};
