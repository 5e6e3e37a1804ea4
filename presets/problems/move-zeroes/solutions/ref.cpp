class Solution {
public:
    void moveZeroes(vector<int>& nums) {
        size_t write = 0;  // nums[0, write) holds the non-zero values seen so far, in order
        for (int x : nums) {
            if (x != 0) nums[write++] = x;
        }
        fill(nums.begin() + write, nums.end(), 0);
    }
};
