class Solution {
public:
    int maxPoints(vector<vector<int>>& points) {
        int n = points.size();
        int best = min(n, 2);
        for (int i = 0; i < n; ++i) {
            unordered_map<long long, int> count;
            for (int j = i + 1; j < n; ++j) {
                int dx = points[j][0] - points[i][0], dy = points[j][1] - points[i][1];
                int g = gcd(abs(dx), abs(dy));
                dx /= g;
                dy /= g;
                if (dx < 0 || (dx == 0 && dy < 0)) { dx = -dx; dy = -dy; }
                long long key = (long long)(dx + 20001) * 40003 + (dy + 20001);
                best = max(best, ++count[key] + 1);
            }
        }
        return best;
    }
};
