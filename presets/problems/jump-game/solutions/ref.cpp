class Solution {
public:
    bool canJump(vector<int>& nums) {
        long long reach = 0;
        for (size_t i = 0; i < nums.size(); ++i) {
            if ((long long)i > reach) return false;
            reach = max(reach, (long long)i + nums[i]);
        }
        return true;
    }
};
