class Solution {
public:
    int missingNumber(vector<int>& nums) {
        long long n = nums.size();
        long long expected = n * (n + 1) / 2;  // 0 + 1 + … + n, in 64 bits
        for (int x : nums) expected -= x;
        return (int)expected;
    }
};
