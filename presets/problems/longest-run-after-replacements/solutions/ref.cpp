class Solution {
public:
    int characterReplacement(string s, int k) {
        int counts[26] = {0};
        int bestCount = 0, left = 0;  // bestCount: largest count ever seen; never needs to shrink
        for (int right = 0; right < (int)s.size(); ++right) {
            bestCount = max(bestCount, ++counts[s[right] - 'A']);
            if (right - left + 1 - bestCount > k) --counts[s[left++] - 'A'];  // slide, never shrink
        }
        return (int)s.size() - left;
    }
};
