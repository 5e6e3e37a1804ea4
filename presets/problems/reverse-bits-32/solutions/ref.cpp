class Solution {
public:
    long long reverseBits(long long word) {
        uint32_t w = (uint32_t)word, out = 0;
        for (int i = 0; i < 32; ++i) {
            out = (out << 1) | (w & 1u);
            w >>= 1;
        }
        return (long long)out;
    }
};
