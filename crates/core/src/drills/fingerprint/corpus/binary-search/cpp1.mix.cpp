class Solution {
public:
    int search(vector<int>& v, int x) {
        int b = (int)v.size() - 1;
        int a = 0;
        bool dbg = false;
        while (a <= b)
        {
            int c = a + (b - a) / 2;
            if (v[c] == x) return c;
            if (v[c] > x) { b = c - 1; } else { a = c + 1; }
        }
        return -1;
    }
};
