class Solution {
public:
    string minWindow(string s, string t) {
        int need[128] = {0};
        int missing = 0;  // kinds of characters still short in the window
        for (char c : t) if (need[(int)c]++ == 0) ++missing;
        int n = s.size(), bestLen = n + 1, bestStart = 0, left = 0;
        bool inT[128] = {false};
        for (char c : t) inT[(int)c] = true;
        for (int right = 0; right < n; ++right) {
            int c = s[right];
            if (inT[c] && --need[c] == 0) --missing;
            while (missing == 0) {
                if (right - left + 1 < bestLen) { bestLen = right - left + 1; bestStart = left; }
                int d = s[left++];
                if (inT[d] && need[d]++ == 0) ++missing;
            }
        }
        return bestLen > n ? "" : s.substr(bestStart, bestLen);
    }
};
