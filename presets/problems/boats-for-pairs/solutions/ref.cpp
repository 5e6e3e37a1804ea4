class Solution {
public:
    int numBoats(vector<int>& weights, int limit) {
        sort(weights.begin(), weights.end());
        int l = 0, r = (int)weights.size() - 1, boats = 0;
        while (l <= r) {
            if (weights[l] + weights[r] <= limit) ++l;  // the heaviest takes the lightest along
            --r;
            ++boats;
        }
        return boats;
    }
};
