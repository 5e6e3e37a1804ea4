class Solution {
public:
    long long bestScore(vector<int>& points, int reach) {
        int n = points.size();
        vector<long long> best(n);
        best[0] = points[0];
        deque<int> window{0};
        for (int i = 1; i < n; ++i) {
            if (window.front() < i - reach) window.pop_front();
            best[i] = points[i] + best[window.front()];
            while (!window.empty() && best[window.back()] <= best[i]) window.pop_back();
            window.push_back(i);
        }
        return best[n - 1];
    }
};
