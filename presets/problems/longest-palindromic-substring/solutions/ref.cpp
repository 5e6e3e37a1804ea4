class Solution {
public:
    // Expand around each of the 2n-1 centres; O(n^2) time, O(1) extra space.
    string longestPalindrome(string s) {
        int n = s.size(), bestLo = 0, bestHi = 1;
        for (int centre = 0; centre < 2 * n - 1; ++centre) {
            int lo = centre / 2, hi = (centre + 1) / 2;
            while (lo >= 0 && hi < n && s[lo] == s[hi]) { --lo; ++hi; }
            if (hi - lo - 1 > bestHi - bestLo) { bestLo = lo + 1; bestHi = hi; }
        }
        return s.substr(bestLo, bestHi - bestLo);
    }
};
