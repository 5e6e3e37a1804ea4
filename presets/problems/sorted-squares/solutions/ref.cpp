class Solution {
public:
    vector<int> sortedSquares(vector<int>& nums) {
        int n = nums.size(), l = 0, r = n - 1;
        vector<int> out(n);
        for (int pos = n - 1; pos >= 0; --pos) {  // the largest remaining square sits at one end
            if (abs(nums[l]) > abs(nums[r])) { out[pos] = nums[l] * nums[l]; ++l; }
            else { out[pos] = nums[r] * nums[r]; --r; }
        }
        return out;
    }
};
