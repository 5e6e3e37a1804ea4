class Solution {
public:
    bool isIsomorphic(string s, string t) {
        if (s.size() != t.size()) return false;
        // Last position (+1) each character was seen at: two strings are isomorphic iff these agree.
        int ls[256] = {0}, lt[256] = {0};
        for (int i = 0; i < (int)s.size(); ++i) {
            unsigned char a = s[i], b = t[i];
            if (ls[a] != lt[b]) return false;
            ls[a] = lt[b] = i + 1;
        }
        return true;
    }
};
