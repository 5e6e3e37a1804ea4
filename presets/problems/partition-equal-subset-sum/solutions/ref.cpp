class Solution {
public:
    bool canPartition(vector<int>& nums) {
        int total = accumulate(nums.begin(), nums.end(), 0);
        if (total % 2) return false;
        int half = total / 2;
        vector<char> reach(half + 1, 0);  // reach[s]: some subset sums to s
        reach[0] = 1;
        for (int x : nums)
            for (int s = half; s >= x; --s)  // downwards: each number used at most once
                if (reach[s - x]) reach[s] = 1;
        return reach[half];
    }
};
