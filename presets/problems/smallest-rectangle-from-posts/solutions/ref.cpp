class Solution {
public:
    long long minRectangleArea(vector<vector<int>>& posts) {
        unordered_set<long long> points;
        auto key = [](long long x, long long y) { return x * 100003LL + y; };
        for (auto& p : posts) points.insert(key(p[0], p[1]));
        long long best = 0;
        int n = posts.size();
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j) {
                long long x1 = posts[i][0], y1 = posts[i][1], x2 = posts[j][0], y2 = posts[j][1];
                if (x1 == x2 || y1 == y2) continue;
                long long area = llabs(x2 - x1) * llabs(y2 - y1);
                if ((best == 0 || area < best) && points.count(key(x1, y2)) && points.count(key(x2, y1)))
                    best = area;
            }
        return best;
    }
};
