class Solution {
public:
    int minFlips(int a, int b, int c) {
        // bits c needs that neither a nor b has, plus every set bit of a or b where c has 0
        int missing = __builtin_popcount(~(a | b) & c);
        int extra = __builtin_popcount(a & ~c) + __builtin_popcount(b & ~c);
        return missing + extra;
    }
};
