class Solution {
public:
    int rangeAnd(int left, int right) {
        while (right > left) right &= right - 1;  // clear the lowest set bit
        return right;
    }
};
