class Solution {
public:
    int singleNumber(vector<int>& nums) {
        int acc = 0;
        for (int x : nums) acc ^= x;  // pairs cancel, the lone value remains
        return acc;
    }
};
