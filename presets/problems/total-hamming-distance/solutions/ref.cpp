class Solution {
public:
    long long totalHammingDistance(vector<int>& nums) {
        long long n = nums.size(), total = 0;
        for (int bit = 0; bit < 30; ++bit) {
            long long ones = 0;
            for (int x : nums) ones += (x >> bit) & 1;
            total += ones * (n - ones);
        }
        return total;
    }
};
