class Solution {
public:
    int longestEvenVowels(string s) {
        vector<int> first(32, -2);
        first[0] = -1;
        int mask = 0, best = 0;
        for (int j = 0; j < (int)s.size(); ++j) {
            switch (s[j]) {
                case 'a': mask ^= 1; break;
                case 'e': mask ^= 2; break;
                case 'i': mask ^= 4; break;
                case 'o': mask ^= 8; break;
                case 'u': mask ^= 16; break;
            }
            if (first[mask] == -2) first[mask] = j;
            else best = max(best, j - first[mask]);
        }
        return best;
    }
};
