class Solution {
    static int nextKept(const string& x, int i) {  // next surviving character at or before i, or -1
        int skip = 0;
        for (; i >= 0; --i) {
            if (x[i] == '#') ++skip;
            else if (skip) --skip;
            else return i;
        }
        return -1;
    }

public:
    bool backspaceCompare(string s, string t) {
        int i = s.size() - 1, j = t.size() - 1;
        while (true) {
            i = nextKept(s, i);
            j = nextKept(t, j);
            if (i < 0 || j < 0) return i < 0 && j < 0;
            if (s[i] != t[j]) return false;
            --i;
            --j;
        }
    }
};
