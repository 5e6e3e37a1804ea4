class Solution {
public:
    int singleNumber(vector<int>& nums) {
        int result = 0;
        for (int bit = 0; bit < 32; ++bit) {
            int count = 0;
            for (int x : nums) count += (unsigned)x >> bit & 1u;
            if (count % 3) result |= (int)(1u << bit);  // the lone value has this bit
        }
        return result;
    }
};
