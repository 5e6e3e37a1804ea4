class Solution {
public:
    int computeArea(vector<int>& a, vector<int>& b) {
        long long areaA = 1LL * (a[2] - a[0]) * (a[3] - a[1]);
        long long areaB = 1LL * (b[2] - b[0]) * (b[3] - b[1]);
        long long w = max(0, min(a[2], b[2]) - max(a[0], b[0]));
        long long h = max(0, min(a[3], b[3]) - max(a[1], b[1]));
        return (int)(areaA + areaB - w * h);
    }
};
