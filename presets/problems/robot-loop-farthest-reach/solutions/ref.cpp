class Solution {
public:
    long long farthestReach(string moves) {
        const int dx[4] = {0, 1, 0, -1}, dy[4] = {1, 0, -1, 0};
        long long x = 0, y = 0, best = 0;
        int d = 0;
        for (int p = 0; p < 4; ++p) {
            for (char m : moves) {
                if (m == 'G') { x += dx[d]; y += dy[d]; best = max(best, x * x + y * y); }
                else if (m == 'R') d = (d + 1) % 4;
                else d = (d + 3) % 4;
            }
            if (p == 0 && d == 0 && (x != 0 || y != 0)) return -1;
        }
        return best;
    }
};
