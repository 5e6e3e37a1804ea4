class Solution {
public:
    bool isSquare(vector<int>& p1, vector<int>& p2, vector<int>& p3, vector<int>& p4) {
        vector<vector<int>> p = {p1, p2, p3, p4};
        vector<long long> d;
        for (int i = 0; i < 4; ++i)
            for (int j = i + 1; j < 4; ++j) {
                long long dx = p[i][0] - p[j][0], dy = p[i][1] - p[j][1];
                d.push_back(dx * dx + dy * dy);
            }
        sort(d.begin(), d.end());
        return d[0] > 0 && d[0] == d[3] && d[4] == d[5] && d[4] == 2 * d[0];
    }
};
