class Solution {
public:
    int longestConsecutive(vector<int>& nums) {
        unordered_set<int> present(nums.begin(), nums.end());
        int best = 0;
        for (int x : present) {
            if (x != INT_MIN && present.count(x - 1)) continue;  // not the start of a run
            long long y = x;
            while (y < INT_MAX && present.count((int)(y + 1))) ++y;
            best = max(best, (int)(y - x + 1));
        }
        return best;
    }
};
