class Solution {
public:
    int minClimbCost(vector<int>& toll) {
        int a = toll[0], b = toll[1];
        for (size_t i = 2; i < toll.size(); ++i) {
            int c = toll[i] + min(a, b);
            a = b;
            b = c;
        }
        return min(a, b);
    }
};
