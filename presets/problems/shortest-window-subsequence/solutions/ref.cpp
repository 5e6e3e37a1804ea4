class Solution {
public:
    string shortestWindow(string text, string word) {
        int n = text.size(), m = word.size();
        int bestStart = -1, bestLen = n + 1;
        int i = 0;
        while (i < n) {
            int j = 0;
            while (i < n) {
                if (text[i] == word[j] && ++j == m) break;
                ++i;
            }
            if (i == n) break;
            int end = i;
            j = m - 1;
            while (j >= 0) {
                if (text[i] == word[j]) --j;
                --i;
            }
            int start = i + 1;
            if (end - start + 1 < bestLen) { bestStart = start; bestLen = end - start + 1; }
            i = start + 1;
        }
        return bestStart < 0 ? "" : text.substr(bestStart, bestLen);
    }
};
