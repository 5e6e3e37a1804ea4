class Solution {
public:
    string convertToTitle(int column) {
        string s;
        long long c = column;
        while (c > 0) {
            --c;
            s += char('A' + c % 26);
            c /= 26;
        }
        reverse(s.begin(), s.end());
        return s;
    }
};
