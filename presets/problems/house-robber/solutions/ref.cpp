class Solution {
public:
    int rob(vector<int>& nums) {
        int skip = 0, take = 0;  // best so far without / with the previous house
        for (int x : nums) {
            int nextSkip = max(skip, take);
            take = skip + x;
            skip = nextSkip;
        }
        return max(skip, take);
    }
};
