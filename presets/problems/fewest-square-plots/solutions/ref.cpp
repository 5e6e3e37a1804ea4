class Solution {
public:
    int fewestSquares(int area) {
        vector<int> f(area + 1, 0);
        for (int a = 1; a <= area; ++a) {
            int best = a;
            for (int s = 1; s * s <= a; ++s) best = min(best, f[a - s * s] + 1);
            f[a] = best;
        }
        return f[area];
    }
};
