class Solution {
public:
    int countTriangles(vector<int>& sticks) {
        vector<int> s(sticks);
        sort(s.begin(), s.end());
        int total = 0;
        for (int k = 2; k < (int)s.size(); ++k) {
            int i = 0, j = k - 1;
            while (i < j) {
                if (s[i] + s[j] > s[k]) { total += j - i; --j; }
                else ++i;
            }
        }
        return total;
    }
};
