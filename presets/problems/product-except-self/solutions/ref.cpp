class Solution {
public:
    vector<int> productExceptSelf(vector<int>& nums) {
        int n = nums.size();
        vector<int> out(n, 1);
        long long left = 1;
        for (int i = 0; i < n; ++i) {
            out[i] = (int)left;
            left *= nums[i];
            if (left == 0) left = 0;  // stays 0: no overflow past a zero
        }
        long long right = 1;
        for (int i = n - 1; i >= 0; --i) {
            out[i] = (int)(out[i] * right);
            right *= nums[i];
        }
        return out;
    }
};
