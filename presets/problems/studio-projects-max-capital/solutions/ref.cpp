class Solution {
public:
    long long maxCapital(int k, int capital, vector<int>& need, vector<int>& gain) {
        int n = need.size();
        vector<pair<int, int>> p(n);
        for (int i = 0; i < n; ++i) p[i] = {need[i], gain[i]};
        sort(p.begin(), p.end());
        priority_queue<int> pq;
        long long cap = capital;
        int i = 0;
        for (int r = 0; r < k; ++r) {
            while (i < n && p[i].first <= cap) pq.push(p[i++].second);
            if (pq.empty()) break;
            cap += pq.top();
            pq.pop();
        }
        return cap;
    }
};
