class Solution {
public:
    int longestBalanced(vector<int>& bits) {
        int n = bits.size();
        vector<int> first(2 * n + 1, -2);  // prefix sum s lives at s + n
        first[n] = -1;
        int total = 0, best = 0;
        for (int i = 0; i < n; ++i) {
            total += bits[i] == 1 ? 1 : -1;
            if (first[total + n] != -2) best = max(best, i - first[total + n]);
            else first[total + n] = i;
        }
        return best;
    }
};
